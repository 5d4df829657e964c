-- Rate-limit counters shared by every app instance (hosted mode). One row per bucket (what is
-- limited, e.g. 'notify'), key (who: 'user:<id>' or 'ip:<address>') and fixed window; a hit is one
-- atomic INSERT ... ON CONFLICT DO UPDATE that returns the window's count. Rows are deleted once
-- their window has passed (lib/api/rate-limit-store.ts does it as it goes). Nothing here outlives
-- its window, so account deletion needs no rule for it: the key is text, not a user reference.
create table public.rate_limit_counters (
  bucket text not null check (length(bucket) between 1 and 100),
  key text not null check (length(key) between 1 and 200),
  window_start timestamptz not null,
  hits integer not null check (hits > 0),
  expires_at timestamptz not null,
  primary key (bucket, key, window_start)
);
create index rate_limit_counters_expires_at_idx on public.rate_limit_counters (expires_at);

alter table public.rate_limit_counters enable row level security;
