import type { MessageNamespace } from '@/components/i18n/client-strings';

/**
 * The message namespaces the report shell, its no-access card and the notify modal read. A report
 * page names them (and its own) in <ClientMessages>; see the example on ReportShell.
 */
export const REPORT_SHELL_NAMESPACES = ['ReportShell', 'ApiErrors', 'NotifyModal', 'PurchaseStatus', 'Stores', 'Products', 'ReportOffers', 'CareScreen', 'StorePrices', 'KeepResult', 'JournalEditor'] as const satisfies readonly MessageNamespace[];
