-- The app's own tables. The server is the only writer: RLS is on and no policy grants the
-- anon/authenticated roles anything, so the public API cannot read or write these tables.

-- Store purchases. Records outlive their user (user_id is nulled on account deletion): they are
-- the anonymised purchase records the privacy policy and the deletion page describe.
create table public.purchases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  product_id text not null check (product_id in (
    'current_insight', 'character_insight', 'relationship_insight', 'plan_insight', 'book_insight',
    'premium_monthly', 'premium_annual', 'compass'
  )),
  store text not null check (store in ('app_store', 'play_store', 'sandbox')),
  store_transaction_id text not null unique check (length(store_transaction_id) between 1 and 200),
  purchased_at timestamptz not null default now(),
  expires_at timestamptz,
  created_at timestamptz not null default now()
);
create index purchases_user_id_idx on public.purchases (user_id);

-- Generated reports: one purchase, one report. Deleted with their user.
create table public.reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  purchase_id uuid not null unique references public.purchases (id) on delete restrict,
  kind text not null check (kind in (
    'current_insight', 'character_insight', 'relationship_insight', 'plan_insight', 'book_insight'
  )),
  locale text not null check (locale in ('ko', 'en')),
  input jsonb not null default '{}'::jsonb,
  result jsonb not null,
  source text not null check (source in ('cloud', 'local')),
  created_at timestamptz not null default now()
);
create index reports_user_id_idx on public.reports (user_id);

-- The notify messages ("report this reading"). Kept anonymised after account deletion.
create table public.report_flags (
  id uuid primary key default gen_random_uuid(),
  report_kind text not null check (length(report_kind) between 1 and 100),
  reasons text[] not null check (
    cardinality(reasons) between 1 and 4
    and reasons <@ array['inaccurate', 'offensive', 'harmful', 'other']::text[]
  ),
  details text not null default '' check (length(details) <= 2000),
  user_id uuid references auth.users (id) on delete set null,
  client_timestamp timestamptz,
  created_at timestamptz not null default now()
);
create index report_flags_user_id_idx on public.report_flags (user_id);

alter table public.purchases enable row level security;
alter table public.reports enable row level security;
alter table public.report_flags enable row level security;
