'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { useClientLocale, useStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { reportHref } from '@/lib/purchases/flow';
import { REPORTS, reportPathFor, type ReportProduct } from '@/lib/purchases/products';
import { localizedPath } from '@/lib/i18n/paths';
import { PurchaseStatusView, Spinner } from './purchase-status';
import { usePurchaseFlow } from './use-purchase-flow';

export interface PickerItem {
  product: ReportProduct;
  title: string;
  text: string;
  pattern: string;
  tone: string;
}

/**
 * The purchase buttons of /report: each asks the app to sell its report and shows its own loading
 * state; the app's answers appear in one status line (spec, section 4). After a purchase the report
 * opens with its purchase id. Outside the app: the 'Coming Soon!' message.
 */
export function ReportPicker({ items, children }: { items: readonly PickerItem[]; /** more list items (server-rendered links) */ children?: ReactNode }) {
  const t = useStrings('ReportPicker');
  const locale = useClientLocale();
  const router = useRouter();
  const { status, pending, request } = usePurchaseFlow(({ purchaseId, reportType }) => {
    router.push(reportHref(localizedPath(locale, reportPathFor(reportType)), purchaseId));
  });
  const pendingProduct = pending?.type === 'PURCHASE_REQUEST' ? pending.product : null;

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => {
        const busy = pendingProduct === item.product;
        return (
          <li key={item.product}>
            <button
              type="button"
              disabled={pendingProduct !== null}
              aria-busy={busy}
              onClick={() => request({ type: 'PURCHASE_REQUEST', product: item.product, reportType: REPORTS[item.product].reportType })}
              className="group flex h-full w-full flex-col gap-2 rounded-2xl border border-line bg-white/70 p-5 text-left shadow-sm transition enabled:hover:-translate-y-0.5 enabled:hover:bg-white enabled:hover:shadow disabled:cursor-default disabled:opacity-80 motion-reduce:transition-none"
            >
              <HexagramFigure pattern={item.pattern} className={`h-9 w-10 ${item.tone}`} />
              <span className="mt-2 font-serif text-lg font-semibold">{item.title}</span>
              <span className="text-sm leading-relaxed text-ink-soft">{item.text}</span>
              <span className="mt-auto inline-flex items-center gap-2 pt-3 text-sm font-medium text-yin">
                {busy ? <Spinner /> : null}
                {busy ? t('processing') : t('buy')}
              </span>
            </button>
          </li>
        );
      })}
        {children}
      </ul>
      {/* the status floats above the bottom edge, where a phone user's eyes and thumb are */}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 px-4">
        <div className="pointer-events-auto mx-auto max-w-md">
          <PurchaseStatusView status={status} floating />
        </div>
      </div>
    </>
  );
}
