-- Embedded mode only: the tables of the app's own GoTrue-compatible auth server, shaped like
-- Supabase's auth schema so the app's foreign keys to auth.users hold in both modes.
-- Hosted Supabase already has this schema; the Supabase CLI never sees this file.

create schema if not exists auth;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  instance_id uuid,
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists users_email_key on auth.users (lower(email));

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  -- how the session was started, for the JWT's amr claim ('password', 'recovery')
  authentication_method text not null default 'password',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  not_after timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  -- the token is stored as its SHA-256 (hex); the client holds the only plain copy
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- single-use tokens (password recovery, PKCE auth codes), stored hashed
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('recovery_token', 'confirmation_token', 'pkce_code')),
  token_hash text not null unique,
  relates_to text not null default '',
  -- PKCE: the challenge sent with /recover (recovery tokens) or carried over to the auth code
  code_challenge text,
  code_challenge_method text check (code_challenge_method in ('s256', 'plain')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists one_time_tokens_user_idx on auth.one_time_tokens (user_id, token_type);

-- e-mails the embedded server "sends": readable at /dev/mailbox
create table if not exists auth.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  subject text not null,
  body_text text not null,
  action_link text,
  created_at timestamptz not null default now()
);

-- signing keys and other per-installation settings of the embedded server
create table if not exists auth.instance_settings (
  key text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
