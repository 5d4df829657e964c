import type { ReactNode } from 'react';

/** The header of an account page: an optional eyebrow, the serif h1 and a lead. */
export function AccountHeader({ title, lead, eyebrow, lang }: { title: ReactNode; lead?: ReactNode; eyebrow?: string; lang?: string }) {
  return (
    <header className="flex flex-col gap-2" lang={lang}>
      {eyebrow ? <p className="text-xs font-medium uppercase tracking-[0.2em] text-yang">{eyebrow}</p> : null}
      <h1 className="break-keep font-serif text-2xl font-semibold leading-snug sm:text-3xl">{title}</h1>
      {lead ? <p className="break-keep text-[15px] leading-relaxed text-ink-soft">{lead}</p> : null}
    </header>
  );
}

/**
 * The frame of a small account page: a centred column with a serif heading. Without a title the
 * page's client part renders its own AccountHeader (the auth screen's heading follows its state).
 */
export function AccountPage({ title, lead, children, eyebrow, lang }: { title?: string; lead?: ReactNode; eyebrow?: string; lang?: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-5 pb-10 pt-10 sm:pt-16">
      {title ? <AccountHeader title={title} lead={lead} eyebrow={eyebrow} lang={lang} /> : null}
      {children}
    </main>
  );
}
