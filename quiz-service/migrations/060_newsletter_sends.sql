-- Newsletter sends and their deliveries: one row per (send, subscriber), written before any
-- email goes out and marked sent only once the SMTP server has accepted the message. The
-- rows are the work queue: senders claim them with FOR UPDATE SKIP LOCKED, so replicas share
-- a send without taking the same row, and a row left 'sending' by a crashed sender is taken
-- again once its lease has run out (sent again under the same Message-ID).

-- A permanent refusal (5xx) marks the address; later sends leave it out. Also added by the
-- subscribers' own migration; whichever runs first adds it.
alter table newsletter_subscribers add column if not exists bounced_at timestamptz;

create table newsletter_sends (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('issue', 'article', 'digest', 'test')),
  -- e.g. article:<documentId>: an article is emailed once, never again on a later save.
  dedupe_key text not null unique,
  subject text not null,
  preheader text not null default '',
  -- Templates with {{unsubscribe_url}} and {{preferences_url}}, filled in per subscriber.
  html text not null,
  text text not null,
  -- null: every topic.
  audience_topics text[],
  audience_rhythm text not null default 'each' check (audience_rhythm in ('each', 'digest')),
  status text not null default 'scheduled'
    check (status in ('scheduled', 'preparing', 'sending', 'stopped', 'finished')),
  scheduled_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  created_by text not null default '',
  created_at timestamptz not null default now()
);
create index newsletter_sends_created_idx on newsletter_sends (created_at desc);

create table newsletter_deliveries (
  send_id uuid not null references newsletter_sends (id) on delete cascade,
  subscriber_id uuid not null references newsletter_subscribers (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'failed', 'bounced', 'skipped')),
  attempts int not null default 0,
  -- <send-id.subscriber-id@host>: the same for every attempt, so a copy sent twice after a
  -- crash is one message to the reader's mail client.
  message_id text not null,
  -- When a pending row may be tried (backoff after a temporary failure) or, for a row being
  -- sent, when its sender's lease ends.
  due_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  primary key (send_id, subscriber_id)
);
-- The claim's search: only rows still to send, by when they are due.
create index newsletter_deliveries_due_idx on newsletter_deliveries (due_at)
  where status in ('pending', 'sending');
