import { describe, expect, it } from 'vitest';
import { hasStoreLinks, storeFor, storeLinks } from './links';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the app’s store links', () => {
  it('are none without settings: no link, nothing to show', () => {
    for (const [id, pkg] of [[undefined, undefined], ['', ''], ['  ', ' ']] as const) {
      const links = storeLinks(id, pkg);
      expect(links).toEqual({ appStoreId: null, appStore: null, playPackage: null, play: null });
      expect(hasStoreLinks(links)).toBe(false);
    }
  });

  it('are the stores’ own addresses for an App Store id and a Play package', () => {
    const links = storeLinks(' 6450012345 ', 'app.gyeol.android');
    expect(links).toEqual({
      appStoreId: '6450012345',
      appStore: 'https://apps.apple.com/app/id6450012345',
      playPackage: 'app.gyeol.android',
      play: 'https://play.google.com/store/apps/details?id=app.gyeol.android',
    });
    expect(hasStoreLinks(storeLinks('6450012345', undefined))).toBe(true);
    expect(hasStoreLinks(storeLinks(undefined, 'app.gyeol.android'))).toBe(true);
  });

  it('refuse a malformed setting by name (the build stops on it)', () => {
    expect(() => storeLinks('id6450012345', undefined)).toThrow(/SITE_APP_STORE_ID/);
    expect(() => storeLinks('https://apps.apple.com/app/id1', undefined)).toThrow(/SITE_APP_STORE_ID/);
    expect(() => storeLinks(undefined, 'gyeol')).toThrow(/SITE_PLAY_PACKAGE/);
    expect(() => storeLinks(undefined, 'app.gyeol&x=1')).toThrow(/SITE_PLAY_PACKAGE/);
  });

  it('send an iPhone to the App Store and an Android phone to Google Play, and nothing else anywhere', () => {
    const links = storeLinks('6450012345', 'app.gyeol.android');
    expect(storeFor(IPHONE, links)).toBe(links.appStore);
    expect(storeFor(ANDROID, links)).toBe(links.play);
    expect(storeFor(DESKTOP, links)).toBeNull();
    expect(storeFor('', links)).toBeNull();
    // a phone whose store is not configured goes nowhere (the caller shows the landing's section)
    expect(storeFor(ANDROID, storeLinks('6450012345', undefined))).toBeNull();
  });
});
