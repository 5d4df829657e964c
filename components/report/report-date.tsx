import { useState } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { formatReportDate } from '@/lib/i18n/dates';

/**
 * A report's date stamp: when it was made (its stored time; a reading that was not stored is dated
 * when it is first shown), as a <time>. Rendered in the browser only, in the reader's time zone.
 */
export function ReportDate({ createdAt, className = '' }: { createdAt: string | null | undefined; className?: string }) {
  const locale = useClientLocale();
  const [shownAt] = useState(() => new Date().toISOString());
  const iso = createdAt ?? shownAt;
  return (
    <p className={`text-sm text-ink-soft ${className}`}>
      <time dateTime={iso}>{formatReportDate(iso, locale)}</time>
    </p>
  );
}
