-- A stored report remembers that its reading was shown under the calm care note (what the person
-- wrote spoke of distress: exhaustion, hopelessness, being a burden), so reopening it shows the
-- note again. Reports stored before it have no note.
alter table public.reports add column care_note boolean not null default false;
