import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { BackLink } from '@/components/ui/back-link';
import { ScrollToTop } from './scroll-to-top';

const TITLE_ID = 'policy-title';

/** The frame of both policy pages: Back, the title, a readable column and the scroll-to-top button. */
export async function PolicyShell({ locale, title, children }: { locale: Locale; title: string; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Policies' });
  return (
    <main className="mx-auto w-full max-w-[68ch] px-5 pt-6 pb-10 text-base leading-[1.8] text-ink/90 sm:text-[1.0625rem]">
      <BackLink href="/" />
      <h1 id={TITLE_ID} tabIndex={-1} className="mt-6 mb-6 font-serif text-3xl leading-tight font-semibold text-ink focus:outline-none">
        {title}
      </h1>
      {children}
      <ScrollToTop label={t('toTop')} focusId={TITLE_ID} />
    </main>
  );
}
