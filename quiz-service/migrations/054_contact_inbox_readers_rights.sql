-- The newsroom's contact inbox and the readers' rights (export and erasure of their data).

-- A message an editor has dealt with: who (the CMS admin user) and when.
alter table contact_messages add column handled_at timestamptz;
alter table contact_messages add column handled_by_id text;
alter table contact_messages add column handled_by_name text;
-- The inbox lists newest first; the retention purge deletes the oldest.
create index contact_messages_created_idx on contact_messages (created_at);

-- An erased reader's quiz answers stay, without their account, so the questions' figures stay
-- right: the link is set to null before the account goes (and by the key, should one be missed).
alter table quiz_answers alter column user_id drop not null;
alter table quiz_answers drop constraint if exists quiz_answers_user_id_fkey;
alter table quiz_answers add constraint quiz_answers_user_id_fkey
  foreign key (user_id) references users (id) on delete set null;

-- Every export and erasure of a reader's data: who asked (the reader, or an editor by name),
-- when, what. The reader is kept only as a keyed hash of their account id, so the log of an
-- erasure holds nothing that names them, yet a later question ("was X erased?") can be
-- answered by someone who has the id.
create table privacy_actions (
  id bigint generated always as identity primary key,
  action text not null check (action in ('export', 'erase')),
  reader_hash text not null,
  requested_by text not null check (requested_by in ('reader', 'editor')),
  editor_id text,
  editor_name text,
  created_at timestamptz not null default now()
);
create index privacy_actions_created_idx on privacy_actions (created_at);
