'use client';

import { useStrings } from '@/components/i18n/client-strings';
import { NotifyModal } from '@/components/report/notify-modal';
import { ReportShell } from '@/components/report/report-shell';
import { Section } from '@/components/ui/section';
import type { ReportProduct } from '@/lib/purchases/products';

/** /dev/report-shell: the report shell around a stand-in report, to see and test its states. */
export function ReportPreview({ product }: { product: ReportProduct }) {
  const t = useStrings('DevReportShell');
  const names = useStrings('Products');
  return (
    <ReportShell product={product}>
      {({ token, purchaseId, userId, via }) => (
        <Section id="preview-granted" title={t('granted', { report: names(product) })} className="mx-auto w-full max-w-xl rounded-2xl border border-line bg-white/80 p-6 shadow-sm" headingClassName="font-serif text-xl font-semibold">
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t('grantedText')}</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-soft">{t('purchase')}</dt>
            <dd className="break-all font-mono text-xs">{purchaseId ?? '—'}</dd>
            <dt className="text-ink-soft">{t('user')}</dt>
            <dd className="break-all font-mono text-xs">{userId ?? '—'}</dd>
            <dt className="text-ink-soft">{t('via')}</dt>
            <dd>{t(`vias.${via}`)}</dd>
          </dl>
          <div className="mt-6">
            <NotifyModal product={product} token={token} />
          </div>
        </Section>
      )}
    </ReportShell>
  );
}
