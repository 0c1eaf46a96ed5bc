-- Comments are listed newest first. Two comments can share a created_at (the embedded
-- database's clock counts milliseconds), and their uuid ids are random, so a number given in
-- the order comments are stored settles ties.
alter table comments add column seq bigint generated always as identity;
drop index if exists comments_blog_listed_idx;
create index comments_blog_listed_idx on comments (blog_slug, status, created_at desc, seq desc);
