import { describe, expect, it, vi } from 'vitest';
import { isWebViewUserAgent, webviewBootScript } from './detect';

const ANDROID_WV = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IOS_WKWEBVIEW = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const APP_TOKEN = `${IOS_SAFARI} GyeolApp/1.4.0`;

describe('web-view detection', () => {
  it('recognises Android WebView, iOS WKWebView and the app token', () => {
    expect(isWebViewUserAgent(ANDROID_WV)).toBe(true);
    expect(isWebViewUserAgent(IOS_WKWEBVIEW)).toBe(true);
    expect(isWebViewUserAgent(APP_TOKEN)).toBe(true);
  });

  it('leaves ordinary browsers alone', () => {
    expect(isWebViewUserAgent(ANDROID_CHROME)).toBe(false);
    expect(isWebViewUserAgent(IOS_SAFARI)).toBe(false);
    expect(isWebViewUserAgent('')).toBe(false);
    expect(isWebViewUserAgent(null)).toBe(false);
  });


  it('builds a boot script with the same patterns', () => {
    expect(webviewBootScript()).toContain('; wv\\)');
    expect(webviewBootScript()).toContain('GyeolApp');
  });

  it('lets a same-origin /dev/app parent install the bridge before anything else, and ignores a foreign one', () => {
    const run = (win: Record<string, unknown>) => {
      const doc = { documentElement: { setAttribute: vi.fn() }, addEventListener: vi.fn() };
      new Function('window', 'document', 'navigator', webviewBootScript())(win, doc, win.navigator);
      return doc.documentElement.setAttribute;
    };
    const attach = vi.fn((w: Record<string, unknown>) => {
      w.ReactNativeWebView = { postMessage() {} };
    });
    const framed: Record<string, unknown> = { navigator: { userAgent: ANDROID_CHROME }, parent: { __gyeolAppSimulator: { attach } } };
    expect(run(framed)).toHaveBeenCalledWith('data-webview', '');
    expect(attach).toHaveBeenCalledWith(framed);

    const foreign: Record<string, unknown> = { navigator: { userAgent: ANDROID_CHROME } };
    Object.defineProperty(foreign, 'parent', {
      get() {
        throw new Error('SecurityError: cross-origin');
      },
    });
    expect(run(foreign)).not.toHaveBeenCalled();
  });
});
