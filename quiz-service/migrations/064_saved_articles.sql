-- Save for later and continue reading (docs/product/reading-list.md,
-- docs/decisions/068-reading-list-and-positions-on-the-server.md). Both belong to an account
-- and go with it (on delete cascade), so erasing the account erases them.

-- The reader's reading list. The title, description and category are copied from the search
-- index when the article is saved, so the list reads without asking the CMS and still shows an
-- article the newsroom later unpublished (the list then shows the copy).
create table saved_articles (
  user_id uuid not null references users (id) on delete cascade,
  slug text not null,
  title text not null,
  description text not null default '',
  category jsonb,
  saved_at timestamptz not null default now(),
  primary key (user_id, slug)
);
-- The list, newest first.
create index saved_articles_newest on saved_articles (user_id, saved_at desc);

-- How far down each article the reader has read (0 to 1), written while they read.
create table reading_positions (
  user_id uuid not null references users (id) on delete cascade,
  slug text not null,
  progress double precision not null check (progress >= 0 and progress <= 1),
  finished boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (user_id, slug)
);
-- Continue reading: the last article left unfinished.
create index reading_positions_latest on reading_positions (user_id, updated_at desc)
  where not finished;
