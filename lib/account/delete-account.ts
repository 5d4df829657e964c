import type { Db } from '@/lib/db/types';

interface AccountDeletion {
  reportsDeleted: number;
  /** journal notes (their follow-ups go with them) */
  notesDeleted: number;
  purchasesAnonymised: number;
  flagsAnonymised: number;
}

interface AccountDeletionDeps {
  db: Db;
  /** Deletes the auth user (the embedded server or Supabase's admin API); must succeed for a user that is already gone. */
  deleteAuthUser(userId: string): Promise<void>;
}

/**
 * Deletes an account for real: the user's reports and journal notes go, their purchases and report flags stay
 * without a user (the anonymised records the deletion page and the privacy policy describe; a
 * trigger erases a flag's free-text details when its user_id is nulled), then
 * the auth user is deleted. The foreign keys would do the same on the auth delete; doing it here
 * first, in one transaction, keeps the promise even where the auth schema is not ours.
 * Running it again after a partial failure finishes the job.
 */
export async function deleteAccount(deps: AccountDeletionDeps, userId: string): Promise<AccountDeletion> {
  const result = await deps.db.transaction(async (tx) => {
    const reports = await tx.query<{ id: string }>(`delete from public.reports where user_id = $1 returning id`, [userId]);
    // the journal: every note, and with each its follow-ups (on delete cascade)
    const notes = await tx.query<{ id: string }>('delete from public.journal_notes where user_id = $1 returning id', [userId]);
    // progress kept on unfinished reports: it hangs off purchases, which stay anonymised
    await tx.query('delete from public.report_drafts where user_id = $1', [userId]);
    const purchases = await tx.query<{ id: string }>(`update public.purchases set user_id = null where user_id = $1 returning id`, [userId]);
    const flags = await tx.query<{ id: string }>(`update public.report_flags set user_id = null where user_id = $1 returning id`, [userId]);
    return { reportsDeleted: reports.rows.length, notesDeleted: notes.rows.length, purchasesAnonymised: purchases.rows.length, flagsAnonymised: flags.rows.length };
  });
  await deps.deleteAuthUser(userId);
  return result;
}
