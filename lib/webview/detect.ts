import { site } from '@/lib/config/site';
import { SIMULATOR_GLOBAL } from './simulator';

/**
 * Is this page shown inside the native app's web view?
 * - Android System WebView marks its user agent with "; wv)".
 * - iOS WKWebView reports an iPhone/iPad WebKit user agent without the "Safari/" token.
 * - The app adds its own token (site.appUserAgentToken, e.g. "GyeolApp/1.4.0") on both platforms.
 * - React Native WebView injects window.ReactNativeWebView (the boot script below checks it; client
 *   code asks lib/webview/in-app.ts, which reads the mark the boot script leaves).
 */
const WEBVIEW_UA_PATTERNS: readonly RegExp[] = [
  /; wv\)/,
  /\b(iPhone|iPod|iPad)\b.*AppleWebKit(?!.*\bSafari\/)/,
  new RegExp(`\\b${site.appUserAgentToken}\\/`),
];

export function isWebViewUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return WEBVIEW_UA_PATTERNS.some((pattern) => pattern.test(userAgent));
}


/**
 * A tiny script for <head> that marks <html data-webview> before the first paint, so server-rendered
 * static pages can hide web-view-only chrome with CSS, with no flash and no client bundle.
 * The bridge object may be injected a moment after load, so it checks again on DOMContentLoaded.
 */
export function webviewBootScript(): string {
  const patterns = WEBVIEW_UA_PATTERNS.map((p) => p.toString()).join(',');
  // /dev/app (embedded mode) plays the native app around a same-origin frame: like the app's
  // injectedJavaScriptBeforeContentLoaded, it gets to install the bridge before any script of ours
  // runs. A cross-origin parent throws on access and is ignored.
  const simulator = `try{var p=window.parent;if(p&&p!==window&&p.${SIMULATOR_GLOBAL})p.${SIMULATOR_GLOBAL}.attach(window)}catch(e){}`;
  return `(function(){${simulator}var d=document.documentElement;function c(){try{if(window.ReactNativeWebView||[${patterns}].some(function(p){return p.test(navigator.userAgent)}))d.setAttribute('data-webview','')}catch(e){}}c();document.addEventListener('DOMContentLoaded',c)})();`;
}
