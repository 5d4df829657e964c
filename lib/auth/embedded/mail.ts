import { site } from '@/content/site/site';
import type { Queryable } from '@/lib/db/types';
import { hashToken } from './tokens';

/**
 * The embedded server's "mail": rows in auth.mail_outbox, read at /dev/mailbox. The recipient's
 * language is unknown to /recover, so the message is written in Korean first, then English.
 */
export async function queueRecoveryMail(db: Queryable, to: string, link: string, now: Date): Promise<void> {
  const { ko, en } = site.productName;
  const subject = `[${ko}] 비밀번호 재설정 안내 · Reset your ${en} password`;
  const body = [
    '안녕하세요.',
    `${ko} 계정의 비밀번호 재설정을 요청하셨습니다. 아래 링크를 열어 새 비밀번호를 정해 주세요.`,
    '링크는 1시간 동안, 한 번만 쓸 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
    '',
    link,
    '',
    '—',
    '',
    'Hello,',
    `someone asked to reset the password of your ${en} account. Open the link above to choose a new one.`,
    'It works once, within one hour. If it was not you, you can ignore this e-mail.',
  ].join('\n');
  await db.query(
    `insert into auth.mail_outbox (recipient, subject, body_text, action_link, created_at) values ($1, $2, $3, $4, $5)`,
    [to, subject, body, link, now],
  );
}

export interface OutboxMail {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  action_link: string | null;
  created_at: Date;
}

/** What a mail's link is replaced with once it can no longer be used. */
export const SPENT_LINK = '[link used or expired]';

/**
 * Recovery links carry live tokens, so the outbox keeps a link in plain text only while its token
 * can still be used: once it is used, expired or replaced by a newer one, the link is removed from
 * the mail (action_link and body). The developer's /dev/mailbox still shows every live link.
 */
export async function purgeSpentLinks(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string; action_link: string }>(`select id, action_link from auth.mail_outbox where action_link is not null`);
  let purged = 0;
  for (const mail of rows) {
    let token: string | null = null;
    try {
      token = new URL(mail.action_link).searchParams.get('token');
    } catch {
      token = null;
    }
    const live = token
      ? (
          await db.query(`select 1 from auth.one_time_tokens where token_hash = $1 and used_at is null and expires_at > $2`, [hashToken(token), now])
        ).rows.length > 0
      : false;
    if (live) continue;
    await db.query(`update auth.mail_outbox set action_link = null, body_text = replace(body_text, $2, $3) where id = $1`, [mail.id, mail.action_link, SPENT_LINK]);
    purged += 1;
  }
  return purged;
}

/** The newest mails first (spent links purged first). */
export async function listOutbox(db: Queryable, limit = 50, now = new Date()): Promise<OutboxMail[]> {
  await purgeSpentLinks(db, now);
  const { rows } = await db.query<OutboxMail>(
    `select id, recipient, subject, body_text, action_link, created_at from auth.mail_outbox order by created_at desc limit $1`,
    [limit],
  );
  return rows;
}
