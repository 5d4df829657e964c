import type { Queryable } from '@/lib/db/types';

/**
 * The account-deletion rule of a schema: every table with a `user_id` column must say what happens
 * to its rows when the auth user is deleted, with a foreign key to auth.users(id) that deletes them
 * (on delete cascade) or anonymises them (on delete set null / set default). A table whose rows are
 * anonymised some other way may instead carry a column comment starting with "on account deletion:"
 * that says how. The same query runs against a live Supabase project (README, "Data and account
 * deletion"): it also sees the tables the native app keeps there.
 */
interface UserDataRule {
  table: string;
  rule: 'cascade' | 'set null' | 'set default' | 'comment' | 'none';
}

const ACTIONS: Record<string, UserDataRule['rule']> = { c: 'cascade', n: 'set null', d: 'set default' };

export async function userDataRules(db: Queryable): Promise<UserDataRule[]> {
  const { rows } = await db.query<{ tbl: string; actions: string[] | null; note: string | null }>(
    `select n.nspname || '.' || c.relname as tbl,
            (select array_agg(con.confdeltype::text order by con.confdeltype)
               from pg_constraint con
              where con.conrelid = c.oid and con.contype = 'f'
                and con.confrelid = 'auth.users'::regclass
                and con.conkey = array[a.attnum]::smallint[]) as actions,
            col_description(c.oid, a.attnum) as note
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where a.attname = 'user_id' and not a.attisdropped and c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  return rows.map(({ tbl, actions, note }) => {
    const action = (actions ?? []).map((a) => ACTIONS[a]).find(Boolean);
    if (action) return { table: tbl, rule: action };
    if (note && /^on account deletion:\s*\S/i.test(note)) return { table: tbl, rule: 'comment' };
    return { table: tbl, rule: 'none' };
  });
}
