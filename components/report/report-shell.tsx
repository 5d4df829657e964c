import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { verifyReportAccess, type AccessResult, type ReportAccess } from '@/lib/purchases/browser/check-access';
import type { ReportProduct } from '@/lib/purchases/products';
import { readPurchaseId, readReportId } from '@/lib/webview/token';
import { acquirePageToken, sessionStorageOrNull } from './page-token';
import { Spinner } from '@/components/ui/spinner';

// the no-access card (an offer with its purchase flow) is shown to few readers: it loads while the
// purchase is being checked, not with the page
const loadNoAccessCard = () => import('./no-access-card');
const NoAccessCard = lazy(() => loadNoAccessCard().then((module) => ({ default: module.NoAccessCard })));

export type { ReportAccess } from '@/lib/purchases/browser/check-access';

/**
 * The frame of every report page (spec: "Report pages (common)"): the 'checking' step, then the
 * report itself when the server grants access, or the no-access card.
 *
 * Checking: the token (window.authToken → sessionStorage → the app's authTokenReady event, 3 s,
 * web view only → the browser's Supabase session), the purchase id (?purchaseId → window →
 * sessionStorage, and the latest purchase where allowLatestPurchase), then
 * GET /api/purchases/verify. Bought from the no-access card inside the app, the new purchase is
 * checked again without leaving the page.
 *
 * Used by every report page; the smallest whole example is Current Insight:
 * app/[locale]/report/current-insight/page.tsx (the server page handing it its messages through
 * ClientMessages) and components/insight/current-insight-report.tsx (the client report inside it).
 */
export function ReportShell({
  product,
  allowLatestPurchase = false,
  placeholder,
  children,
}: {
  product: ReportProduct;
  /** Accept sessionStorage.latestPurchaseId when nothing else names a purchase (spec: "on some pages"). */
  allowLatestPurchase?: boolean;
  /** what stands while the purchase is checked (a report's skeleton); a spinner by default */
  placeholder?: ReactNode;
  children: (access: ReportAccess) => ReactNode;
}) {
  const t = useStrings('ReportShell');
  const [result, setResult] = useState<AccessResult | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    // a warm-up only: a chunk that did not load is loaded (and its failure shown) when the card is needed
    void loadNoAccessCard().catch(() => undefined);
    checkAccess(product, allowLatestPurchase).then((next) => {
      if (!cancelled) setResult(next);
    });
    return () => {
      cancelled = true;
    };
  }, [product, allowLatestPurchase, attempt]);

  const checkAgain = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);

  // back from the premium page to a page the browser kept in memory: check again
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) checkAgain();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [checkAgain]);

  const checking = placeholder ?? (
    <div role="status" className="flex flex-col items-center gap-3 py-20 text-ink-soft">
      <Spinner className="size-7 text-yang" />
      <p>{t('checking')}</p>
    </div>
  );
  if (!result) return checking;
  if (!result.granted) {
    return (
      <Suspense fallback={checking}>
        <NoAccessCard product={product} why={result.why} onRetry={checkAgain} />
      </Suspense>
    );
  }
  return (
    <>
      {result.access.via === 'dev_bypass' ? (
        <p className="mx-auto mb-4 max-w-2xl rounded-lg border border-yang/40 bg-yang-soft px-3 py-2 text-xs text-ink">{t('devBypass')}</p>
      ) : null}
      {children(result.access)}
    </>
  );
}

async function checkAccess(product: ReportProduct, allowLatest: boolean): Promise<AccessResult> {
  try {
    const storage = sessionStorageOrNull();
    const win = window as unknown as EventTarget & Record<string, unknown>;
    const token = await acquirePageToken();
    // a stored report named by My reports (?reportId=) is checked instead: its owner only
    const reportId = readReportId(window.location.search);
    // the latest purchase is the last resort of a page that names nothing at all
    const purchaseId = readPurchaseId({ search: window.location.search, win, storage, allowLatest: allowLatest && !reportId });
    return await verifyReportAccess({ product, token, purchaseId, reportId });
  } catch {
    // the call itself never throws (callApi); this is the token's bridge or storage failing: 'failed', with a retry
    return { granted: false, why: 'failed' };
  }
}
