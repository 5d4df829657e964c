import { describe, expect, it } from 'vitest';
import { safeFramePath } from './frame-path';

describe('safeFramePath', () => {
  it('keeps same-origin page paths, with their query, in the simulator’s locale', () => {
    expect(safeFramePath('/report', 'ko')).toBe('/report');
    expect(safeFramePath('/report', 'en')).toBe('/en/report');
    expect(safeFramePath('/report/current-insight?purchaseId=abc#top', 'en')).toBe('/en/report/current-insight?purchaseId=abc#top');
    expect(safeFramePath('/en/purchase?fromReport=true', 'ko')).toBe('/en/purchase?fromReport=true');
    expect(safeFramePath('/', 'en')).toBe('/en');
  });

  it('refuses other origins, schemes, tricks and non-pages', () => {
    const refused = [
      null,
      '',
      'report',
      'https://evil.example/',
      '//evil.example/report',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/report\nx',
      '/api/purchases',
      '/en/api/notify',
      '/local-supabase/auth/v1/settings',
      '/_next/static/x.js',
      '/dev/app',
      '/en/dev/app?path=/report',
      `/${'x'.repeat(600)}`,
    ];
    for (const raw of refused) expect(safeFramePath(raw, 'ko'), String(raw)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeFramePath('/report/../purchase', 'ko')).toBe('/purchase');
    expect(safeFramePath('/../../etc/passwd', 'ko')).toBe('/etc/passwd');
  });
});
