-- Reader accounts: users, their sessions (rows, so logout and password reset revoke them)
-- and the one pending password reset of each user.
create table users (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  username text not null,
  email text not null,
  password_hash text not null,
  profession text not null default '',
  bio text not null default '',
  avatar_file text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Usernames and emails are unique whatever their case.
create unique index users_username_lower_key on users (lower(username));
create unique index users_email_lower_key on users (lower(email));

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  remember boolean not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index sessions_user_id_idx on sessions (user_id);

create table password_resets (
  user_id uuid primary key references users (id) on delete cascade,
  reset_id_hash text not null unique,
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  verified_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
