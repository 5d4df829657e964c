-- A report flag outlives its author anonymised (user_id set null by the foreign key, or by
-- DELETE /api/account). Its free-text details may identify the author, so they go in the same
-- update: the kind of report and the reasons stay for statistics. A trigger, so that deleting the
-- auth user any way at all (the API, Supabase's dashboard) keeps the promise of /delete-account.
create or replace function public.report_flags_forget_details() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.user_id is null and old.user_id is not null then
    new.details := '';
  end if;
  return new;
end;
$$;

create trigger report_flags_forget_details
  before update of user_id on public.report_flags
  for each row execute function public.report_flags_forget_details();
