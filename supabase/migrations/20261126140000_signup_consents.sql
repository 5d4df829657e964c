-- Consent at sign-up: the terms, the collection and use of personal information, and
-- being 14 or older are required. The sign-up request carries them in its user metadata,
-- data: {"consents": {"terms": true, "privacy": true, "age14": true, "version": "2026-11-26"}}.
-- What was agreed, to which version and when is kept here with the account, and deleted with it.
create table public.user_consents (
  user_id uuid not null references auth.users (id) on delete cascade,
  consent text not null check (consent in ('terms', 'privacy', 'age14')),
  -- the version (effective date) of the texts the sign-up form showed, or 'unstated'
  version text not null,
  agreed_at timestamptz not null default now(),
  primary key (user_id, consent, version)
);
alter table public.user_consents enable row level security;

-- The required consents a metadata object lacks (each must be JSON true), in a fixed order.
create function public.signup_consents_missing(metadata jsonb) returns text[]
language sql immutable set search_path = '' as $$
  select coalesce(array_agg(k order by ord), '{}')
    from unnest(array['terms', 'privacy', 'age14']) with ordinality as t(k, ord)
   where coalesce(metadata -> 'consents' -> k, 'null'::jsonb) <> 'true'::jsonb
$$;

-- The database's refusal: a password sign-up (a row of auth.users written with a password, as
-- GoTrue's /signup and the embedded auth server write it) without the three consents is not
-- inserted. Rows without a password (other providers, invitations, test fixtures) are not
-- sign-ups through the form and pass. SQLSTATE PT400: GoTrue answers 400 for it to clients of the
-- older API version; clients that send X-Supabase-Api-Version 2024-01-01 (supabase-js) get its
-- generic 500, which is why hosted projects also install the Before User Created hook below.
create function public.require_signup_consents() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  missing text[];
begin
  if new.encrypted_password is null or new.encrypted_password = '' or coalesce(new.is_anonymous, false) then
    return new;
  end if;
  missing := public.signup_consents_missing(new.raw_user_meta_data);
  if cardinality(missing) > 0 then
    raise exception 'sign-up refused: consent missing (%)', array_to_string(missing, ', ')
      using errcode = 'PT400', hint = 'send data.consents with terms, privacy and age14 set to true';
  end if;
  return new;
end
$$;
create trigger auth_users_require_signup_consents
  before insert on auth.users
  for each row execute function public.require_signup_consents();

-- Records the consents of a new user, and again when a sign-up of a not yet confirmed address
-- replaces its metadata with new consents (the embedded server does; GoTrue merges the metadata).
create function public.record_signup_consents() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  agreed_version text;
begin
  if tg_op = 'UPDATE' and (new.raw_user_meta_data -> 'consents') is not distinct from (old.raw_user_meta_data -> 'consents') then
    return new;
  end if;
  if cardinality(public.signup_consents_missing(new.raw_user_meta_data)) > 0 then
    return new;
  end if;
  agreed_version := new.raw_user_meta_data -> 'consents' ->> 'version';
  if agreed_version is null or agreed_version !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    agreed_version := 'unstated';
  end if;
  insert into public.user_consents (user_id, consent, version)
  select new.id, k, agreed_version from unnest(array['terms', 'privacy', 'age14']) as k
  on conflict (user_id, consent, version) do update set agreed_at = now();
  return new;
end
$$;
create trigger auth_users_record_signup_consents
  after insert or update of raw_user_meta_data on auth.users
  for each row execute function public.record_signup_consents();

-- Supabase Auth's Before User Created hook (Authentication → Hooks → Before User Created →
-- Postgres, public.hook_require_signup_consents): refuses an e-mail sign-up without the three
-- consents with a 400 and this message, before any row is written (README, "Consent at sign-up").
create function public.hook_require_signup_consents(event jsonb) returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  if coalesce((event -> 'user' ->> 'is_anonymous')::boolean, false)
     or coalesce(event -> 'user' -> 'app_metadata' ->> 'provider', 'email') <> 'email' then
    return '{}'::jsonb;
  end if;
  if cardinality(public.signup_consents_missing(event -> 'user' -> 'user_metadata')) > 0 then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 400,
      'message', 'Sign-up needs consent to the terms and to the collection and use of personal information, and confirmation of being 14 or older (data.consents: terms, privacy, age14)'));
  end if;
  return '{}'::jsonb;
end
$$;
revoke execute on function public.hook_require_signup_consents(jsonb) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    execute 'grant usage on schema public to supabase_auth_admin';
    execute 'grant execute on function public.hook_require_signup_consents(jsonb) to supabase_auth_admin';
    execute 'grant execute on function public.signup_consents_missing(jsonb) to supabase_auth_admin';
  end if;
  if exists (select 1 from pg_roles where rolname = 'anon') then
    execute 'revoke execute on function public.hook_require_signup_consents(jsonb) from anon, authenticated';
  end if;
end
$$;
