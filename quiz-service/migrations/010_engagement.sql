-- Reader engagement: comments under articles, newsletter subscribers (double opt-in),
-- contact messages and the reader stories sent to the CMS as drafts.
create table comments (
  id uuid primary key default gen_random_uuid(),
  blog_slug text not null,
  -- Null for a visitor; a deleted account keeps its comments as a visitor's.
  user_id uuid references users (id) on delete set null,
  body text not null,
  -- approved: listed under the article; held: kept for an editor, not listed.
  status text not null default 'approved' check (status in ('approved', 'held')),
  ip text,
  created_at timestamptz not null default now()
);
create index comments_blog_listed_idx on comments (blog_slug, status, created_at desc);
-- One comment per signed-in reader per article (docs/decisions/021-comments.md); the index settles
-- races.
create unique index comments_one_per_user_blog_key on comments (user_id, blog_slug)
  where user_id is not null;

create table newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  name text not null default '',
  status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'unsubscribed')),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  updated_at timestamptz not null default now()
);
create unique index newsletter_subscribers_email_key on newsletter_subscribers (lower(email));

-- The tokens of the emails' links, as SHA-256 hashes (the tokens themselves are never stored).
-- One confirm token per subscriber (replaced on resend); every email gets its own
-- unsubscribe token, so the link of any email we sent keeps working.
create table newsletter_tokens (
  token_hash text primary key,
  subscriber_id uuid not null references newsletter_subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  expires_at timestamptz,
  created_at timestamptz not null default now()
);
create index newsletter_tokens_subscriber_idx on newsletter_tokens (subscriber_id, purpose);

create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  number text not null,
  subject text not null,
  message text not null,
  ip text,
  emailed_to text,
  created_at timestamptz not null default now()
);

create table story_submissions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references users (id) on delete set null,
  title text not null,
  media_type text not null check (media_type in ('image', 'video')),
  cms_document_id text not null,
  cms_file_id integer not null,
  created_at timestamptz not null default now()
);
create index story_submissions_user_idx on story_submissions (user_id, created_at);
