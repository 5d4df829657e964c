-- "My reports" in the order the reports were stored. Two reports stored in the same millisecond
-- tied on created_at, and the tie was then broken by a random uuid; a sequence number taken at
-- insert breaks it by the order of storing. The list is paged by it alone (a keyset cursor of
-- one integer), so a cursor can no longer carry an impossible date either.
alter table public.reports add column seq bigint generated always as identity;
alter table public.reports alter column seq set not null;
drop index public.reports_user_created_idx;
create index reports_user_seq_idx on public.reports (user_id, seq desc);
