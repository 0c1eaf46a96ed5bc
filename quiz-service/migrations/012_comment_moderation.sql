-- Comment moderation: removal with a reason (restorable for 30 days), replies one level deep,
-- the publication's own replies, readers' reports, blocks and a log of every editor's action.

-- removed: taken down by an editor (a held comment rejected, or a listed one removed); kept
-- with its reason so it can be restored within 30 days, then the removal is final.
alter table comments drop constraint if exists comments_status_check;
alter table comments add constraint comments_status_check
  check (status in ('approved', 'held', 'removed'));
alter table comments add column parent_id uuid references comments (id) on delete cascade;
-- Written by an editor as the publication (no reader account; the editor is in the log).
alter table comments add column from_publication boolean not null default false;
alter table comments add column removed_at timestamptz;
alter table comments add column removed_reason text;
-- Reports an editor has already looked at (approved the comment anyway): the queue shows a
-- comment again only when more reports arrive.
alter table comments add column reports_reviewed integer not null default 0;
create index comments_parent_idx on comments (parent_id, status, created_at) where parent_id is not null;
create index comments_held_idx on comments (created_at) where status = 'held';

-- One comment per signed-in reader per article counts the comments, not the replies.
drop index if exists comments_one_per_user_blog_key;
create unique index comments_one_per_user_blog_key on comments (user_id, blog_slug)
  where user_id is not null and parent_id is null;

-- One report per reader per comment; the count is the number of rows.
create table comment_reports (
  comment_id uuid not null references comments (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (comment_id, user_id)
);

-- A reader's account or a network address that may no longer comment.
create table comment_blocks (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('account', 'address')),
  -- The account's id, or the address as the service saw it.
  target text not null,
  reason text not null,
  -- The comment the block was made from: its log records the block and the unblock.
  comment_id uuid references comments (id) on delete set null,
  blocked_by_id text not null,
  blocked_by_name text not null,
  created_at timestamptz not null default now()
);
create unique index comment_blocks_target_key on comment_blocks (kind, target);

-- Every moderation action: who (the CMS admin user), when, what, why.
create table comment_moderation_log (
  id bigint generated always as identity primary key,
  comment_id uuid not null references comments (id) on delete cascade,
  action text not null
    check (action in ('approve', 'reject', 'remove', 'restore', 'reply', 'block', 'unblock')),
  reason text,
  editor_id text not null,
  editor_name text not null,
  created_at timestamptz not null default now()
);
create index comment_moderation_log_comment_idx on comment_moderation_log (comment_id, id);
