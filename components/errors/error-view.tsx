import { useEffect } from 'react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';
import { errorKind, errorStrings } from './error-strings';

/**
 * The root error boundary's view: the spec's heading with what happened below it, in the page's
 * language (the raw message only in the console). It ships on
 * every page, so it keeps to next/link and plain class strings (no components/ui/button, no
 * ClientLink module): the buttons cost no client JS beyond the boundary itself.
 */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale } = splitLocale(usePathname());
  const strings = errorStrings[locale];
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main role="alert" className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <h1 className="font-serif text-2xl font-semibold">{strings.title}</h1>
      <p className="leading-relaxed text-pretty text-ink-soft">{strings[errorKind(error)]}</p>
      <div className="flex gap-3 text-sm">
        <button type="button" onClick={reset} className="rounded-full bg-ink px-4 py-2 text-paper hover:bg-ink/85">
          {strings.retry}
        </button>
        <NextLink href={localizedPath(locale, '/')} className="rounded-full border border-line px-4 py-2 hover:bg-white">{strings.home}</NextLink>
      </div>
    </main>
  );
}
