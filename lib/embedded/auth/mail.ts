import { AUTH_MAILS, type AuthMailKind } from '@/content/mail/auth-mails';
import { site } from '@/lib/config/site';
import type { Queryable } from '@/lib/db/types';
import { hashToken } from './tokens';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function fill(text: string, product: string, providers = ''): string {
  return text.replaceAll('{product}', product).replaceAll('{providers}', providers);
}

/** The names of the providers of a provider-only account, for the mail's {providers}. */
export interface ProviderNames {
  ko: string;
  en: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The language a mail is written in: the account's (its sign-up's `locale`), or both when unknown. */
export type MailLocale = 'ko' | 'en';

/** The language a sign-up's user metadata asks for (`data.locale` sent by the sign-up form), if any. */
export function mailLocaleOf(metadata: unknown): MailLocale | undefined {
  const locale = typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>).locale : undefined;
  return locale === 'ko' || locale === 'en' ? locale : undefined;
}

/**
 * An account mail as a real mailer would send it (multipart/alternative): an HTML part with a
 * button and a plain-text part. In the account's language when it is known (the sign-up form sends
 * it); otherwise Korean first, then English. Inline styles only, as mail readers want.
 */
export function renderAuthMail(kind: AuthMailKind, link: string, providers: ProviderNames = { ko: '', en: '' }, locale?: MailLocale): RenderedMail {
  const words = AUTH_MAILS[kind];
  const fillers = { ko: (text: string) => fill(text, site.productName.ko, providers.ko), en: (text: string) => fill(text, site.productName.en, providers.en) };
  const languages: readonly MailLocale[] = locale ? [locale] : ['ko', 'en'];
  const subject = languages.map((lang) => fillers[lang](words[lang].subject)).join(' · ');
  const textPart = (lang: MailLocale) => {
    const f = fillers[lang];
    const w = words[lang];
    return [f(w.heading), '', ...w.paragraphs.map(f), '', `${f(w.button)}: ${link}`, '', f(w.note)];
  };
  const text = languages.map(textPart).reduce((all, part) => [...all, '', '—', '', ...part]).join('\n');

  const href = escapeHtml(link);
  const section = (lang: MailLocale) => {
    const f = fillers[lang];
    const w = words[lang];
    return `
<tr><td lang="${lang}" style="padding:28px 28px 8px 28px;">
  <h1 style="margin:0 0 12px 0;font-size:20px;line-height:1.4;font-weight:600;color:#1f1d1a;word-break:keep-all;">${escapeHtml(f(w.heading))}</h1>
  ${w.paragraphs.map((p) => `<p style="margin:0 0 12px 0;font-size:15px;line-height:1.7;color:#3d3a35;word-break:keep-all;">${escapeHtml(f(p))}</p>`).join('\n  ')}
  <table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:20px 0;"><tr><td style="border-radius:999px;background:#1f1d1a;">
    <a href="${href}" style="display:inline-block;padding:14px 28px;font-size:15px;font-weight:600;color:#faf7f0;text-decoration:none;border-radius:999px;">${escapeHtml(f(w.button))}</a>
  </td></tr></table>
  <p style="margin:0 0 12px 0;font-size:13px;line-height:1.6;color:#57534b;word-break:keep-all;">${escapeHtml(f(w.note))}</p>
  <p style="margin:0;font-size:12px;line-height:1.5;color:#57534b;">${escapeHtml(f(w.fallback))}<br><a href="${href}" style="color:#57534b;word-break:break-all;">${href}</a></p>
</td></tr>`;
  };
  const divider = `
<tr><td style="padding:12px 28px 0 28px;"><hr style="border:0;border-top:1px solid #e4ddcf;margin:0;"></td></tr>`;
  const brand = languages.map((lang) => escapeHtml(site.productName[lang])).join(' · ');
  const html = `<!doctype html>
<html lang="${languages[0]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4efe4;font-family:-apple-system,'Apple SD Gothic Neo','Noto Sans KR','Malgun Gothic',sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f4efe4;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:520px;background:#fffdf8;border:1px solid #e4ddcf;border-radius:16px;">
<tr><td style="padding:24px 28px 0 28px;font-size:14px;font-weight:600;letter-spacing:0.04em;color:#6b665d;">${brand}</td></tr>
${languages.map(section).join(divider)}
<tr><td style="padding:8px 28px 24px 28px;"></td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { subject, text, html };
}

/** The embedded server's "mail": a row in auth.mail_outbox, read at /dev/mailbox. */
export async function queueAuthMail(db: Queryable, to: string, kind: AuthMailKind, link: string, now: Date, locale?: MailLocale): Promise<void> {
  const mail = renderAuthMail(kind, link, undefined, locale);
  // a link that carries no token (the "already registered" notice) is kept as is: nothing to purge
  await db.query(
    `insert into auth.mail_outbox (recipient, subject, body_text, body_html, action_link, created_at) values ($1, $2, $3, $4, $5, $6)`,
    [to, mail.subject, mail.text, mail.html, link, now],
  );
}

/**
 * Which accounts a mail to an address goes to: any; those that sign in with a password (or have no
 * provider either); those made with a provider and no password (identities.ts).
 */
export type AccountKind = 'any' | 'password' | 'provider-only';

const PROVIDER_ONLY = `encrypted_password is null and exists (select 1 from auth.identities i where i.user_id = auth.users.id)`;
export const ACCOUNT_KIND_SQL: Record<AccountKind, string> = {
  any: '',
  password: `and not (${PROVIDER_ONLY})`,
  'provider-only': `and ${PROVIDER_ONLY}`,
};

/**
 * queueAuthMail to the account of an e-mail address, if there is one (of that kind): the mail is
 * rendered and the same statement runs either way, inserting one row or none (recovery answers the
 * same work for an unknown address).
 */
export async function queueAuthMailToAccount(
  db: Queryable,
  email: string,
  kind: AuthMailKind,
  link: string,
  now: Date,
  account: AccountKind = 'any',
  providers?: ProviderNames,
): Promise<void> {
  // rendered in each language before the account is looked up, so the work is the same for any
  // address; the statement picks the account's language (its sign-up's locale), else both
  const both = renderAuthMail(kind, link, providers);
  const ko = renderAuthMail(kind, link, providers, 'ko');
  const en = renderAuthMail(kind, link, providers, 'en');
  const pick = (part: number) => `case raw_user_meta_data->>'locale' when 'ko' then $${part + 5} when 'en' then $${part + 8} else $${part} end`;
  await db.query(
    `insert into auth.mail_outbox (recipient, subject, body_text, body_html, action_link, created_at)
     select email, ${pick(2)}, ${pick(3)}, ${pick(4)}, $5, $6 from auth.users where lower(email) = $1 ${ACCOUNT_KIND_SQL[account]}`,
    [email, both.subject, both.text, both.html, link, now, ko.subject, ko.text, ko.html, en.subject, en.text, en.html],
  );
}

export interface OutboxMail {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  action_link: string | null;
  created_at: Date;
}

/** What a mail's link is replaced with once it can no longer be used. */
export const SPENT_LINK = '[link used or expired]';

/** The one-time token a mail's link carries, or null (the "already registered" notice carries none). */
function linkToken(link: string): string | null {
  try {
    return new URL(link).searchParams.get('token') || null;
  } catch {
    return null;
  }
}

/**
 * Recovery and confirmation links carry live tokens, so the outbox keeps a link in plain text only
 * while its token can still be used: once it is used, expired or replaced by a newer one, the link
 * is removed from the mail (action_link and body). The developer's /dev/mailbox still shows every
 * live link. It runs when the outbox is read, after a recovery or verification, and on the auth
 * server's sweep (server.ts): two queries, then one update per spent link.
 */
export async function purgeSpentLinks(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string; action_link: string }>(
    `select id, action_link from auth.mail_outbox where action_link is not null and action_link like '%token=%'`,
  );
  const mails = rows.flatMap((mail) => {
    const token = linkToken(mail.action_link);
    return token ? [{ ...mail, hash: hashToken(token) }] : [];
  });
  if (mails.length === 0) return 0;
  const { rows: live } = await db.query<{ token_hash: string }>(
    `select token_hash from auth.one_time_tokens where token_hash = any ($1::text[]) and used_at is null and expires_at > $2`,
    [mails.map((mail) => mail.hash), now],
  );
  const liveHashes = new Set(live.map((row) => row.token_hash));
  let purged = 0;
  for (const mail of mails) {
    if (liveHashes.has(mail.hash)) continue;
    await db.query(
      `update auth.mail_outbox set action_link = null, body_text = replace(body_text, $2, $3), body_html = replace(replace(body_html, $4, ''), $5, $6) where id = $1`,
      // in the HTML part the buttons lose their href, and the spelled-out link its text
      [mail.id, mail.action_link, SPENT_LINK, ` href="${escapeHtml(mail.action_link)}"`, escapeHtml(mail.action_link), escapeHtml(SPENT_LINK)],
    );
    purged += 1;
  }
  return purged;
}

/** The newest mails first (spent links purged first). */
export async function listOutbox(db: Queryable, limit = 50, now = new Date()): Promise<OutboxMail[]> {
  await purgeSpentLinks(db, now);
  const { rows } = await db.query<OutboxMail>(
    `select id, recipient, subject, body_text, body_html, action_link, created_at from auth.mail_outbox order by created_at desc limit $1`,
    [limit],
  );
  return rows;
}
