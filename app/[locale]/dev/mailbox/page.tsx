import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listOutbox } from '@/lib/embedded/auth/mail';
import { requireLocalDevPage } from '@/lib/embedded/dev/local-only';
import { getDb } from '@/lib/db';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';

export const dynamic = 'force-dynamic';

/** Put first into each mail's head: no script, no loads (inline styles and data: images only), links to the top. */
const MAIL_FRAME_HEAD = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"><base target="_top">`;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Mailbox' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Embedded mode only: the e-mails the embedded auth server "sent", newest first, links clickable. */
export default async function MailboxPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  await requireLocalDevPage();
  const t = await getTranslations({ locale, namespace: 'Mailbox' });
  const mails = await listOutbox(await getDb());
  const when = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-5 pb-12 pt-10">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-2xl font-semibold">{t('title')}</h1>
        <p className="text-[15px] leading-relaxed text-ink-soft">{t('lead')}</p>
        <p className="flex items-center gap-3 text-sm text-ink-soft">
          <span>{t('count', { count: mails.length })}</span>
          <a href="" className="text-yin underline-offset-4 hover:underline">
            {t('refresh')}
          </a>
        </p>
      </header>
      {mails.length === 0 ? <p className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-soft">{t('empty')}</p> : null}
      <ol className="flex flex-col gap-4">
        {mails.map((mail) => (
          <li key={mail.id}>
            <article aria-labelledby={`mail-${mail.id}`} className="rounded-2xl border border-line bg-white/80 p-5 shadow-sm">
              <h2 id={`mail-${mail.id}`} className="font-semibold leading-snug">
                {mail.subject}
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-ink-soft">{t('to')}</dt>
                <dd className="break-all">{mail.recipient}</dd>
                <dt className="text-ink-soft">{t('sentAt')}</dt>
                <dd>
                  <time dateTime={new Date(mail.created_at).toISOString()}>{when.format(new Date(mail.created_at))}</time>
                </dd>
              </dl>
              {mail.action_link ? (
                <a href={mail.action_link} className="mt-4 inline-flex min-h-11 items-center rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-paper hover:bg-ink/85">
                  {t('openLink')}
                </a>
              ) : null}
              {mail.body_html ? (
                // the HTML part, rendered as a mail reader would: in a sandboxed frame (an opaque
                // origin: no access to this page or its cookies) whose own policy runs no script and
                // loads nothing; its links open in this tab on a click. (The sandbox leaves scripts
                // to the policy so that test tools can still read the frame.)
                <iframe
                  title={t('frameTitle', { subject: mail.subject })}
                  srcDoc={mail.body_html.replace('<head>', `<head>${MAIL_FRAME_HEAD}`)}
                  sandbox="allow-scripts allow-top-navigation-by-user-activation"
                  className="mt-4 h-[34rem] w-full rounded-xl border border-line bg-paper-deep"
                />
              ) : null}
              <details className="mt-3 text-sm" open={!mail.body_html}>
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-ink-soft">{t('textPart')}</summary>
                <pre className="mt-2 whitespace-pre-wrap break-all rounded-xl bg-paper-deep/70 p-4 font-sans text-sm leading-relaxed text-ink-soft">{mail.body_text}</pre>
              </details>
            </article>
          </li>
        ))}
      </ol>
    </main>
  );
}
