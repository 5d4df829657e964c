import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { CardImage } from './card-image';

/**
 * The keepsake card's preview, as both card sections show it (a paid result's "Keep this result",
 * the journal year's card): the PNG from its blob at 4:5, or while it loads a status line and after
 * a failure an alert with a retry button under the frame. The texts come from the section's own
 * messages.
 */
export function CardPreview({
  card,
  alt,
  loading,
  failed,
  retry,
  onRetry,
  path,
  className = '',
}: {
  card: CardImage;
  alt: string;
  loading: string;
  failed: string;
  /** the retry button's label */
  retry: string;
  onRetry: () => void;
  /** the card route shown, on the image as data-card-path (the tests read which card is in view) */
  path?: string;
  /** spacing of the frame within its section */
  className?: string;
}) {
  return (
    <>
      <div className={`mx-auto aspect-[4/5] w-full max-w-64 overflow-hidden rounded-xl border border-line bg-paper ${className}`}>
        {card.status === 'ready' ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob of the person's own card: nothing to optimise
          <img src={card.src} alt={alt} width={1080} height={1350} className="h-full w-full object-cover" data-card-preview="" data-card-path={path} />
        ) : (
          <p role={card.status === 'failed' ? 'alert' : 'status'} className="flex h-full items-center justify-center p-4 text-center text-sm text-ink-soft">
            {card.status === 'failed' ? failed : loading}
          </p>
        )}
      </div>
      {card.status === 'failed' ? (
        <div className="mt-3 flex justify-center">
          <button type="button" className={buttonClass({ variant: 'secondary', size: 'md' })} onClick={onRetry}>
            {retry}
          </button>
        </div>
      ) : null}
    </>
  );
}

/**
 * The card's Save and Share under the preview: they come with the card (never a disabled pair
 * fading in), the row keeping its height before; then what the last tap did, read out as a status.
 */
export function CardActions({ ready, save, share, onShare, done }: { ready: boolean; save: ReactNode; share: string; onShare: () => void; done: string | null }) {
  return (
    <>
      <div className="mt-4 grid min-h-11 grid-cols-2 gap-3">
        {ready ? (
          <>
            {save}
            <button type="button" className={buttonClass({ size: 'md' })} onClick={onShare}>
              {share}
            </button>
          </>
        ) : null}
      </div>
      <p role="status" className={done ? 'mt-3 text-center text-sm text-ink-soft' : 'sr-only'}>
        {done ?? ''}
      </p>
    </>
  );
}
