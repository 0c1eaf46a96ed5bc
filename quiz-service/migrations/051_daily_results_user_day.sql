-- The learning dashboard reads the reader's daily result of the day together with their session
-- (by user id, which the statement knows only from the session row): one index entry.
create index daily_results_user_day_idx on daily_results (user_id, day) where user_id is not null;
