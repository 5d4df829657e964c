-- Store purchases become real (App Store, Google Play): each purchase keeps a status and its
-- history, and the stores' server notifications are kept once each (idempotency) until applied.

-- status: active (opens what it bought), refunded, revoked (Family Sharing removed, voided by the
-- store), expired (a subscription that ended). renewal_state: a subscription the store is still
-- trying to charge (grace_period keeps access until expires_at, billing_retry does not extend it).
-- store_key: what the store's notifications name the purchase by: the App Store's
-- originalTransactionId, Google Play's purchase token.
alter table public.purchases
  add column status text not null default 'active' check (status in ('active', 'refunded', 'revoked', 'expired')),
  add column renewal_state text check (renewal_state in ('grace_period', 'billing_retry')),
  add column status_changed_at timestamptz,
  add column store_key text check (length(store_key) between 1 and 4096);
create index purchases_store_key_idx on public.purchases (store, store_key);

-- Every change of a purchase, oldest first: recorded, renewed, refunded, expired, ...
create table public.purchase_events (
  id bigint generated always as identity primary key,
  purchase_id uuid not null references public.purchases (id) on delete cascade,
  event text not null check (event in (
    'recorded', 'renewed', 'refunded', 'revoked', 'expired', 'grace_period', 'billing_retry', 'recovered', 'refund_reversed'
  )),
  status text not null check (status in ('active', 'refunded', 'revoked', 'expired')),
  expires_at timestamptz,
  source text not null check (source in ('purchase', 'notification')),
  notification_id text,
  occurred_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index purchase_events_purchase_id_idx on public.purchase_events (purchase_id);

-- Server notifications, once per (store, notification id). pending: the purchase it names is not
-- recorded yet; it is applied when the purchase is recorded.
create table public.store_notifications (
  store text not null check (store in ('app_store', 'play_store', 'sandbox')),
  notification_id text not null check (length(notification_id) between 1 and 200),
  store_key text not null check (length(store_key) between 1 and 4096),
  event text not null,
  expires_at timestamptz,
  occurred_at timestamptz not null,
  state text not null check (state in ('applied', 'pending', 'ignored')),
  received_at timestamptz not null default now(),
  applied_at timestamptz,
  primary key (store, notification_id)
);
create index store_notifications_pending_idx on public.store_notifications (store, store_key) where state = 'pending';

alter table public.purchase_events enable row level security;
alter table public.store_notifications enable row level security;
