-- Every reading a user paid for is kept.
-- One-off purchases still hold exactly one report (a partial unique index now, instead of the
-- column's unique constraint); readings generated under a premium subscription are each stored as
-- their own report against the subscription's purchase (via_subscription = true).
alter table public.reports drop constraint reports_purchase_id_key;
alter table public.reports add column via_subscription boolean not null default false;
create unique index reports_one_per_purchase on public.reports (purchase_id) where not via_subscription;
-- "My reports": the user's reports, newest first, paged by (created_at, id)
create index reports_user_created_idx on public.reports (user_id, created_at desc, id desc);

-- Fair use of a subscription: stored readings per subscriber per day (UTC). A reading is stored
-- in the same statement that takes its slot here (lib/reports/store.ts), so the limit holds
-- however many requests race. Deleted with the user.
create table public.report_usage (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  used integer not null check (used >= 0),
  primary key (user_id, day)
);
alter table public.report_usage enable row level security;
