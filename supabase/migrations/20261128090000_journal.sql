-- The reflection journal: what a person writes beside a reading (a stored report, a cast, or
-- today's hexagram), and the follow-ups they add later. The text is encrypted by the server
-- (AES-256-GCM, lib/journal/crypto.ts) before it reaches this table: a row holds the ciphertext,
-- its 12-byte IV and the id of the key that sealed it, so keys can rotate and a dump of the
-- database alone does not reveal what anyone wrote. Deleted with the user (on delete cascade;
-- DELETE /api/account deletes them first in its transaction).
create table public.journal_notes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  subject_kind text not null check (subject_kind in ('report', 'cast', 'today')),
  -- a report's id, a cast's six line values (bottom line first), or today's KST date
  subject_id text not null check (length(subject_id) between 1 and 64),
  -- the reading's hexagram, when it has one (kept in clear: the year's chart counts it)
  hexagram smallint check (hexagram between 1 and 64),
  ciphertext bytea not null,
  iv bytea not null check (octet_length(iv) = 12),
  key_id text not null check (length(key_id) between 1 and 64),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- when the note asks "그 뒤로 어떻게 되었나요?"; null once a follow-up answers it
  follow_up_due date,
  -- the order of writing: the list's keyset cursor (two notes written in one millisecond keep it)
  seq bigint generated always as identity
);
create index journal_notes_user_created_idx on public.journal_notes (user_id, created_at desc);
create index journal_notes_user_seq_idx on public.journal_notes (user_id, seq desc);

create table public.journal_follow_ups (
  id uuid primary key default gen_random_uuid(),
  note_id uuid not null references public.journal_notes (id) on delete cascade,
  ciphertext bytea not null,
  iv bytea not null check (octet_length(iv) = 12),
  key_id text not null check (length(key_id) between 1 and 64),
  created_at timestamptz not null default now()
);
create index journal_follow_ups_note_created_idx on public.journal_follow_ups (note_id, created_at);

-- As every table of the app: RLS on and no permissive policy, so the public API (anon,
-- authenticated) reads and writes nothing; the server, through DATABASE_URL, is the only reader
-- and writer and asks for the signed-in person's rows only. On a Supabase project the two roles
-- also lose the table privileges Supabase grants by default, and a restrictive policy names the
-- writer as the only person a row could ever be shown to, should a grant be added later.
alter table public.journal_notes enable row level security;
alter table public.journal_follow_ups enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    execute 'revoke all on public.journal_notes, public.journal_follow_ups from anon';
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    execute 'revoke all on public.journal_notes, public.journal_follow_ups from authenticated';
    if exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'auth' and p.proname = 'uid') then
      execute 'create policy journal_notes_writer_only on public.journal_notes as restrictive for all to authenticated
                 using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()))';
      execute 'create policy journal_follow_ups_writer_only on public.journal_follow_ups as restrictive for all to authenticated
                 using (exists (select 1 from public.journal_notes n where n.id = note_id and n.user_id = (select auth.uid())))
                 with check (exists (select 1 from public.journal_notes n where n.id = note_id and n.user_id = (select auth.uid())))';
    end if;
  end if;
end
$$;
