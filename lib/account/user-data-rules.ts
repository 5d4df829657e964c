import type { Queryable } from '@/lib/db/types';

/**
 * The account-deletion rule of a schema: every column that points at a user must say what happens
 * to its rows when the auth user is deleted. A column points at a user when it has a foreign key
 * to auth.users, whatever its name (`profiles.id`, `author`), or when it is named `user_id` or
 * `owner_id`, with or without a key. Its rule is the foreign key's: delete the rows (on delete
 * cascade) or anonymise them (on delete set null / set default). A column whose rows are
 * anonymised some other way may instead carry a comment starting with "on account deletion:" that
 * says how. The same query runs against a live Supabase project (README, "Data and account
 * deletion"): it also sees the tables the native app keeps there.
 */
interface UserDataRule {
  table: string;
  column: string;
  rule: 'cascade' | 'set null' | 'set default' | 'comment' | 'none';
}

const ACTIONS: Record<string, UserDataRule['rule']> = { c: 'cascade', n: 'set null', d: 'set default' };

export async function userDataRules(db: Queryable): Promise<UserDataRule[]> {
  const { rows } = await db.query<{ tbl: string; col: string; actions: string[] | null; note: string | null }>(
    `with user_keys as (
       select con.conrelid, con.conkey, con.confdeltype
         from pg_constraint con
        where con.contype = 'f' and con.confrelid = 'auth.users'::regclass
     )
     select n.nspname || '.' || c.relname as tbl,
            a.attname::text as col,
            (select array_agg(k.confdeltype::text order by k.confdeltype)
               from user_keys k
              where k.conrelid = c.oid and a.attnum = any (k.conkey)) as actions,
            col_description(c.oid, a.attnum) as note
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and (a.attname in ('user_id', 'owner_id')
             or exists (select 1 from user_keys k where k.conrelid = c.oid and a.attnum = any (k.conkey)))
      order by 1, 2`,
  );
  return rows.map(({ tbl, col, actions, note }) => {
    const action = (actions ?? []).map((a) => ACTIONS[a]).find(Boolean);
    if (action) return { table: tbl, column: col, rule: action };
    if (note && /^on account deletion:\s*\S/i.test(note)) return { table: tbl, column: col, rule: 'comment' };
    return { table: tbl, column: col, rule: 'none' };
  });
}
