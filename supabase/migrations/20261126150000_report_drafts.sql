-- Progress kept per purchase until its report exists: the quiz answers so far, the
-- Current Insight question, the 3-Year Plan's three plans. Kept on the server, so a new web-view
-- session (or another device) continues where the person left off. One row per purchase and
-- report kind (a subscription covers every kind). `revision` is the page's own counter of edits:
-- a save older than the stored one changes nothing. Deleted when the report of that purchase and
-- kind is stored (the trigger below), and with the user (on delete cascade; DELETE /api/account
-- deletes them first in its transaction).
create table public.report_drafts (
  purchase_id uuid not null references public.purchases (id) on delete cascade,
  kind text not null check (kind in (
    'current_insight', 'character_insight', 'relationship_insight', 'plan_insight', 'book_insight'
  )),
  user_id uuid not null references auth.users (id) on delete cascade,
  draft jsonb not null,
  revision bigint not null check (revision >= 0),
  updated_at timestamptz not null default now(),
  primary key (purchase_id, kind)
);
create index report_drafts_user_id_idx on public.report_drafts (user_id);
alter table public.report_drafts enable row level security;

-- A stored report ends its draft: the same statement that stores it deletes the draft.
create or replace function public.report_drafts_end_with_report() returns trigger
language plpgsql set search_path = '' as $$
begin
  delete from public.report_drafts where purchase_id = new.purchase_id and kind = new.kind;
  return new;
end;
$$;

create trigger report_drafts_end_with_report
  after insert on public.reports
  for each row execute function public.report_drafts_end_with_report();
