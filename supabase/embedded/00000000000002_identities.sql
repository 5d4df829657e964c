-- Embedded mode only: sign-in with a provider (Kakao, Apple, Google), shaped like Supabase's
-- auth.identities and auth.flow_state. A user's identities go with the user (on delete cascade).

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  -- the provider's id of the account (its "sub")
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null default '{}'::jsonb,
  provider text not null,
  email text,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (lower(email));

-- one started provider sign-in (GET /authorize): where to return and the PKCE challenge
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  provider_type text not null,
  code_challenge text,
  code_challenge_method text check (code_challenge_method in ('s256', 'plain')),
  redirect_to text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
