import { describe, expect, it } from 'vitest';
import { chooseTheme, THEME_STORAGE_KEY, themeBootScript } from './boot';

/** Runs the <head> script against a page address and a kept value; what it leaves behind. */
function boot(search: string, kept: string | null) {
  const store = new Map<string, string>(kept === null ? [] : [[THEME_STORAGE_KEY, kept]]);
  const attributes = new Map<string, string>();
  const window = {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) } };
  new Function('window', 'document', 'location', 'URLSearchParams', themeBootScript())(window, document, { search }, URLSearchParams);
  return { theme: attributes.get('data-theme') ?? null, kept: store.get(THEME_STORAGE_KEY) ?? null };
}

describe('the app’s choice of theme', () => {
  it('is taken from ?theme and kept for the session; ?theme=system gives the choice back to the system', () => {
    expect(boot('?theme=dark', null)).toEqual({ theme: 'dark', kept: 'dark' });
    expect(boot('', 'dark')).toEqual({ theme: 'dark', kept: 'dark' });
    expect(boot('?theme=light', 'dark')).toEqual({ theme: 'light', kept: 'light' });
    expect(boot('?theme=system', 'dark')).toEqual({ theme: null, kept: null });
    expect(boot('', null)).toEqual({ theme: null, kept: null });
  });

  it('ignores anything else in the address or the storage', () => {
    expect(boot('?theme=purple', null)).toEqual({ theme: null, kept: null });
    expect(boot('?theme=purple', 'light')).toEqual({ theme: 'light', kept: 'light' });
    expect(boot('', '"><script>')).toEqual({ theme: null, kept: null });
  });

  it('is the same rule as chooseTheme, for every query and kept value', () => {
    const values = [null, '', 'dark', 'light', 'system', 'x'];
    for (const query of values) {
      for (const kept of values) {
        const expected = chooseTheme(query, kept);
        expect(boot(query === null ? '' : `?theme=${query}`, kept), `${query} / ${kept}`).toEqual({ theme: expected.theme, kept: expected.keep });
      }
    }
  });
});
