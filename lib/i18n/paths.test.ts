import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocale } from './paths';

describe('locale paths', () => {
  it('keeps Korean unprefixed and puts English under /en', () => {
    expect(localizedPath('ko', '/')).toBe('/');
    expect(localizedPath('ko', '/iching/1')).toBe('/iching/1');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/iching/1')).toBe('/en/iching/1');
  });

  it('splits an actual path into locale and path, including an internal /ko prefix', () => {
    expect(splitLocale('/en/iching/1')).toEqual({ locale: 'en', path: '/iching/1' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/iching')).toEqual({ locale: 'ko', path: '/iching' });
    expect(splitLocale('/ko/report/iching')).toEqual({ locale: 'ko', path: '/report/iching' });
    expect(splitLocale('/english')).toEqual({ locale: 'ko', path: '/english' });
  });
});
