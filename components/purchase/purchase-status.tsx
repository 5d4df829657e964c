import { lazy, Suspense } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { Spinner } from '@/components/ui/spinner';
import { isAlertStatus, type PurchaseStatus } from '@/lib/purchases/browser/flow';

// Read here, not from lib/config/public-env.ts: written out in this module the build folds it to a
// constant, and a build without store ids drops the store card's lazy chunk from this page (0.2 kB).
const STORES_CONFIGURED = Boolean(process.env.SITE_APP_STORE_ID || process.env.SITE_PLAY_PACKAGE);

// Inlined by the build (next.config.ts `env`). The store card is its own chunk, loaded on the tap
// that shows it: the purchase pages do not carry it, configured or not.
const StoreCard = lazy(() => import('@/components/stores/store-card').then((module) => ({ default: module.StoreCard })));

/**
 * The status line of a purchase (spec, section 4). Two live regions are always in the page so
 * screen readers announce changes: polite for progress and success, assertive for problems.
 * `outsideApp` says what this page says in a plain browser when the app is not in the stores; when
 * it is (SITE_APP_STORE_ID, SITE_PLAY_PACKAGE), the store card takes its place.
 */
export function PurchaseStatusView({
  status,
  outsideApp = 'comingSoon',
  floating = false,
}: {
  status: PurchaseStatus | null;
  outsideApp?: 'comingSoon' | 'completeInApp';
  /** shown over the page (a toast): opaque, with a shadow */
  floating?: boolean;
}) {
  const t = useStrings('PurchaseStatus');
  const text = status ? textFor(status) : '';
  const alert = status ? isAlertStatus(status) : false;
  const box = `flex items-start gap-2 rounded-xl border px-4 py-3 text-sm leading-relaxed ${floating ? 'shadow-lg' : ''}`;
  return (
    <div className="min-h-0">
      <div role="status" aria-live="polite">
        {status && !alert ? (
          <p className={`${box} border-yin/30 bg-yin-soft text-ink`}>
            {status.kind === 'processing' ? <Spinner /> : <Dot className="bg-yin" />}
            <span>{text}</span>
          </p>
        ) : null}
      </div>
      <div role="alert">
        {STORES_CONFIGURED && status?.kind === 'outsideApp' ? (
          <Suspense fallback={<p className={`${box} border-seal/30 text-ink bg-seal/5`}>{t(outsideApp)}</p>}>
            <StoreCard />
          </Suspense>
        ) : status && alert ? (
          <p className={`${box} border-seal/30 text-ink ${floating ? 'bg-seal-soft' : 'bg-seal/5'}`}>
            <Dot className="bg-seal" />
            <span>{text}</span>
          </p>
        ) : null}
      </div>
    </div>
  );

  function textFor(s: PurchaseStatus): string {
    switch (s.kind) {
      case 'failed':
        return s.text ?? t('failed');
      case 'outsideApp':
        return t(outsideApp);
      default:
        return t(s.kind);
    }
  }
}

function Dot({ className }: { className: string }) {
  return <span aria-hidden="true" className={`mt-1.5 inline-block size-2 shrink-0 rounded-full ${className}`} />;
}
