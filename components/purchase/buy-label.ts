import 'client-only';
import { useSyncExternalStore } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { inAppWebView } from '@/lib/webview/in-app';

const noop = () => () => {};

/**
 * A report's buy button text: inside the app, where the store sheet opens at once, plainly
 * "구매하기" / "Buy"; in a browser "앱에서 구매" / "Buy in the app" (ReportPicker.buy),
 * which is where the purchase has to happen.
 */
export function useBuyLabel(): string {
  const picker = useStrings('ReportPicker');
  const store = useStrings('StorePrices');
  const inApp = useSyncExternalStore(noop, inAppWebView, () => false);
  return inApp ? store('buy') : picker('buy');
}
