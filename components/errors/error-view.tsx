'use client';

import { useEffect } from 'react';
import { ClientLink, usePageLocale } from '@/components/i18n/client-link';
import { buttonClass } from '@/components/ui/button';
import { errorStrings } from './error-strings';

/** The root error boundary's view: the spec's heading with the error's own text below it. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = usePageLocale();
  const strings = errorStrings[locale];
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main role="alert" className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <h1 className="font-serif text-2xl font-semibold">{strings.title}</h1>
      <p className="max-w-full break-words rounded-lg bg-paper-deep px-4 py-2 font-mono text-sm text-ink-soft">{error.message}</p>
      <div className="flex gap-3 text-sm">
        <button type="button" onClick={reset} className={buttonClass({ size: 'md' })}>
          {strings.retry}
        </button>
        <ClientLink href="/" className={buttonClass({ variant: 'secondary', size: 'md' })}>{strings.home}</ClientLink>
      </div>
    </main>
  );
}
