-- Whether a daily challenge was played signed in: the public result says so, since a visitor's
-- replay protection is a cookie anyone can drop. A play counts as signed in when the account
-- made it (not when a visitor's play is moved to the account they sign in to), a result when
-- every play of it did. Plays and results kept before this are not known to be signed in.
alter table daily_plays add column signed_in boolean not null default false;
alter table daily_results add column signed_in boolean not null default false;
