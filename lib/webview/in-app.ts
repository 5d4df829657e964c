/**
 * Client-side "are we in the app's web view?", without shipping the detection patterns: the
 * layout's boot script (detect.ts) already marked <html data-webview> before the first paint, and
 * the bridge object may have been injected since.
 */
export function inAppWebView(): boolean {
  if (typeof window === 'undefined') return false;
  return document.documentElement.hasAttribute('data-webview') || Boolean((window as { ReactNativeWebView?: unknown }).ReactNativeWebView);
}
