/**
 * The message namespaces the report shell, its no-access card and the notify modal read. A report
 * page passes them (and its own) to <ClientStrings>; see the example on ReportShell.
 */
export const REPORT_SHELL_NAMESPACES = ['ReportShell', 'ApiErrors', 'NotifyModal', 'PurchaseStatus', 'Stores', 'Products', 'ReportOffers', 'CareScreen', 'StorePrices', 'KeepResult'] as const;

/** The given namespaces of the locale's messages (from getMessages()), for <ClientStrings>. */
export function pickMessages(messages: Record<string, unknown>, namespaces: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}
