import { readFileSync } from 'node:fs';
import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { INTERNAL_PATH_HEADER, PROXIED_PATHS_PATTERN, internalRewriteRule, internalizeRewrite } from './internal-rewrite';

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost:3000${path}`, { headers });

describe('internal locale rewrites', () => {
  it('turns a same-origin rewrite into the header, keeping the middleware request headers and cookies', () => {
    const incoming = request('/iching', { 'accept-language': 'ko' });
    const headers = new Headers(incoming.headers);
    headers.set('x-next-intl-locale', 'ko');
    const response = NextResponse.rewrite(new URL('/ko/iching', incoming.url), { request: { headers } });
    response.cookies.set('NEXT_LOCALE', 'ko');
    const out = internalizeRewrite(incoming, response);
    expect(out.headers.get('x-middleware-rewrite')).toBeNull();
    expect(out.headers.get('x-middleware-next')).toBe('1');
    const kept = out.headers.get('x-middleware-override-headers')!.split(',');
    expect(kept).toContain('x-next-intl-locale');
    expect(kept).toContain(INTERNAL_PATH_HEADER);
    expect(out.headers.get(`x-middleware-request-${INTERNAL_PATH_HEADER}`)).toBe('/ko/iching');
    expect(out.headers.get('x-middleware-request-x-next-intl-locale')).toBe('ko');
    expect(out.headers.getSetCookie().join()).toContain('NEXT_LOCALE=ko');
  });

  it('drops a client-sent header on a path that is not rewritten', () => {
    const incoming = request('/en/iching', { [INTERNAL_PATH_HEADER]: '/ko/dev/mailbox' });
    const out = internalizeRewrite(incoming, NextResponse.next());
    expect(out.headers.get('x-middleware-override-headers')!.split(',')).not.toContain(INTERNAL_PATH_HEADER);
    expect(out.headers.get(`x-middleware-request-${INTERNAL_PATH_HEADER}`)).toBeNull();
  });

  it('leaves responses without a rewrite or a client copy alone, and keeps foreign rewrites', () => {
    const plain = NextResponse.next();
    expect(internalizeRewrite(request('/en'), plain)).toBe(plain);
    expect(plain.headers.get('x-middleware-override-headers')).toBeNull();
    const foreign = NextResponse.rewrite('https://elsewhere.example/x');
    expect(internalizeRewrite(request('/x'), foreign).headers.get('x-middleware-rewrite')).toBe('https://elsewhere.example/x');
  });

  it('covers exactly the paths proxy.ts runs for, and only locale targets', () => {
    const proxySource = readFileSync(new URL('../../proxy.ts', import.meta.url), 'utf8');
    // the source spells each backslash of the pattern twice (a string literal)
    expect(proxySource).toContain(`matcher: ['/(${PROXIED_PATHS_PATTERN.replaceAll('\\', '\\\\')})']`);
    const rule = internalRewriteRule();
    const value = new RegExp(`^${rule.has[0]!.value}$`);
    expect(value.exec('/ko/iching/1')?.groups?.internalpath).toBe('ko/iching/1');
    expect(value.test('/en')).toBe(true);
    for (const bad of ['/api/dev/account-data', '/local-supabase/auth', '//evil.example/ko', '/kor']) expect(value.test(bad), bad).toBe(false);
  });
});
