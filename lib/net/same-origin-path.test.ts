import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/auth/oauth-return';
import { safeFramePath } from '@/lib/webview/frame-path';
import { sameOriginPath } from './same-origin-path';

/**
 * Targets that must never leave the site: the forms the outside test used (normalized by the URL
 * parser into `//evil.example/x`) and the usual open-redirect list.
 */
export const OFF_SITE = [
  '/.//evil.example/x',
  '/auth/..//x',
  '/%2e//x',
  '/%2E//evil.example',
  '/./%2e//evil.example',
  '/a/../..//evil.example',
  '/x/..%2f%2fevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5c%5cevil.example',
  '//evil.example',
  '//evil.example/%2e%2e',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/.\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%00',
  '/\u0000//evil.example',
  ' //evil.example',
  'https://evil.example/',
  'http:evil.example',
  'https:/evil.example',
  '//user@evil.example',
  '/@evil.example'.replace('/@', '//@'),
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '/javascript:alert(1)'.slice(1),
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  'evil.example/auth',
  '%2f%2fevil.example',
  '/%',
  '/%zz',
  '',
  `/${'a'.repeat(1100)}`,
];

describe('sameOriginPath: parse first, then judge the normalized path', () => {
  it.each(OFF_SITE.map((value) => [JSON.stringify(value), value]))('refuses %s', (_, value) => {
    expect(sameOriginPath(value)).toBeNull();
  });

  it.each([
    ['/', '/'],
    ['/delete-account', '/delete-account'],
    ['/en/auth?x=1#top', '/en/auth?x=1#top'],
    ['/reports/../auth', '/auth'],
    ['/./report', '/report'],
    ['/%2e%2e/report', '/report'],
    ['/report?next=//evil.example', '/report?next=//evil.example'],
    ['/iching/%ED%95%9C', '/iching/%ED%95%9C'],
  ])('keeps %j as %j', (value, expected) => {
    expect(sameOriginPath(value)).toBe(expected);
  });

  it('refuses a null or a non-string', () => {
    expect(sameOriginPath(null)).toBeNull();
    expect(sameOriginPath(undefined)).toBeNull();
  });
});

describe('every redirect and frame target uses it', () => {
  it.each(OFF_SITE.map((value) => [JSON.stringify(value), value]))('the sign-in callback’s next=%s goes to the fallback', (_, value) => {
    expect(safeNextPath(value, '/en/auth')).toBe('/en/auth');
  });

  it.each(OFF_SITE.map((value) => [JSON.stringify(value), value]))('the simulator frames no %s', (_, value) => {
    expect(safeFramePath(value, 'ko')).toBeNull();
    expect(safeFramePath(value, 'en')).toBeNull();
  });
});
