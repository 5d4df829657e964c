import type { RefObject } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { buttonClass } from '@/components/ui/button';

/**
 * Said first, above the spec's fallback report, when the person's own reading could not be made
 * (the server was out of reach or failed): that what follows is a general reading, that
 * what they wrote and their purchase are kept, and "Try again" as the main action. The heading
 * takes the focus, so a screen reader starts here too.
 */
export function GenerationFailed({ onRetry, headingRef }: { onRetry: () => void; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useStrings('ReportShell');
  return (
    <section aria-labelledby="generation-failed-title" className="mb-6 rounded-2xl border border-seal/40 bg-seal-soft px-5 py-4 shadow-sm" data-testid="generation-failed">
      <h2 id="generation-failed-title" ref={headingRef} tabIndex={-1} className="font-serif text-lg font-semibold text-ink outline-none">
        {t('generationFailedTitle')}
      </h2>
      <p role="alert" className="mt-1 text-sm leading-relaxed text-ink">
        {t('generationFailedLead')}
      </p>
      <button type="button" onClick={onRetry} className={buttonClass({ size: 'md', className: 'mt-4 w-full sm:w-auto' })}>
        {t('generationRetry')}
      </button>
    </section>
  );
}
