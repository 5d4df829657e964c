-- Store events in order. A purchase's status is two registers, each moved only by an
-- event at least as new (by the store's signed date) as the last one applied to it:
--   the paid period: period_status (active, expired), renewal_state and expires_at, moved by
--     renewals, recoveries, grace, billing retry and expiry; its clock is period_event_at;
--   the withdrawal: withdrawal (refunded, revoked or none), moved by refunds, revocations and
--     reversed refunds; its clock is withdrawal_event_at.
-- status is derived: the withdrawal when there is one (a renewal never undoes a refund), else the
-- paid period's status. An older event is kept in the history (purchase_events, outcome 'stale')
-- and changes nothing. lib/purchases/store-events.ts compares and writes in one UPDATE.
alter table public.purchases
  add column period_status text not null default 'active' check (period_status in ('active', 'expired')),
  add column withdrawal text check (withdrawal in ('refunded', 'revoked')),
  -- a row inserted without them (tests, fixtures) starts its clocks when it is inserted
  add column period_event_at timestamptz not null default now(),
  add column withdrawal_event_at timestamptz not null default now();

-- purchases recorded before: their status as it is, their clocks at the last change known
update public.purchases set
  period_status = case when status = 'expired' then 'expired' else 'active' end,
  withdrawal = case when status in ('refunded', 'revoked') then status end,
  period_event_at = coalesce(status_changed_at, purchased_at),
  withdrawal_event_at = coalesce(status_changed_at, purchased_at);

alter table public.purchases add constraint purchases_status_derived check (status = coalesce(withdrawal, period_status));

-- What each history line did: applied (moved its register), stale (older than the register's last
-- event: kept, changed nothing), refused (the store's API contradicted it: kept, changed nothing).
alter table public.purchase_events
  add column outcome text not null default 'applied' check (outcome in ('applied', 'stale', 'refused'));

-- A notification's fate: also stale (older than what the purchase already has) or refused (a
-- Google Play void, revocation or expiry the Play Developer API does not confirm).
alter table public.store_notifications drop constraint store_notifications_state_check;
alter table public.store_notifications
  add constraint store_notifications_state_check check (state in ('applied', 'pending', 'ignored', 'stale', 'refused'));
