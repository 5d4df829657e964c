import type { TextsState } from './use-reading-texts';

/**
 * What a view of line texts shows until they are there (useReadingTexts): a quiet status while they
 * load, a message with a retry when they could not be fetched; nothing once they are ready.
 */
export function TextsPending({
  state,
  labels,
  errorClassName = '',
}: {
  state: TextsState;
  labels: { loading: string; loadError: string; retry: string };
  errorClassName?: string;
}) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="animate-pulse text-sm text-ink-soft motion-reduce:animate-none">
        {labels.loading}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className={`flex flex-col items-start gap-3 ${errorClassName}`}>
        <p className="text-sm">{labels.loadError}</p>
        <button type="button" onClick={state.retry} className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm hover:bg-paper">
          {labels.retry}
        </button>
      </div>
    );
  }
  return null;
}
