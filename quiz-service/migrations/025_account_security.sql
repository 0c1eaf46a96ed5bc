-- Account security: sessions end after a quiet period as well as at their absolute end, so each
-- keeps when it was last used (refreshed at most once a minute, see accounts/session-policy.ts);
-- a new email address waits for the link sent to it before it replaces the old one.
alter table sessions add column last_seen_at timestamptz not null default now();

-- One pending change per reader: asking again replaces the link. The row is deleted when the
-- link is used, so a link works once.
create table email_changes (
  user_id uuid primary key references users (id) on delete cascade,
  new_email text not null,
  token_hash text not null unique,
  -- The session that asked: it stays signed in when the change is confirmed.
  requested_by_session uuid,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
