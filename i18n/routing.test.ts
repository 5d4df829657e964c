import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { routing } from './routing';

const intl = createMiddleware(routing);
const visit = (path: string, headers: Record<string, string> = {}) => intl(new NextRequest(`http://localhost:3000${path}`, { headers }));
const VISITORS: Record<string, Record<string, string>> = {
  'no Accept-Language, no cookie': {},
  'an English browser': { 'accept-language': 'en-US,en;q=0.9' },
  'a Korean browser': { 'accept-language': 'ko-KR,ko;q=0.9' },
  'a visitor whose earlier visit to /en left NEXT_LOCALE=en': { 'accept-language': 'en-US,en;q=0.9', cookie: 'NEXT_LOCALE=en' },
};

describe('the locale routing (next-intl middleware with our routing)', () => {
  it.each(Object.entries(VISITORS))('sets no cookie on a page a shared cache may store: %s', async (_, headers) => {
    for (const path of ['/', '/iching/1', '/en', '/en/iching/1']) {
      const response = await visit(path, headers);
      expect(response.headers.get('set-cookie'), `${path}`).toBeNull();
    }
  });

  it.each(Object.entries(VISITORS))('keeps an unprefixed path Korean and an /en path English, whoever asks: %s', async (_, headers) => {
    for (const path of ['/', '/iching/1', '/auth']) {
      const response = await visit(path, headers);
      expect(response.headers.get('location'), path).toBeNull();
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-middleware-rewrite'), path).toBe(`http://localhost:3000/ko${path === '/' ? '' : path}`);
    }
    const english = await visit('/en/iching/1', headers);
    expect(english.headers.get('location')).toBeNull();
    expect(english.headers.get('x-middleware-rewrite')).toBeNull();
  });
});
