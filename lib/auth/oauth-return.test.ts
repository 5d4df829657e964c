import { describe, expect, it } from 'vitest';
import { oauthCallbackPath, oauthErrorKey, safeNextPath, withOAuthError } from './oauth-return';

describe('safeNextPath: only a path on this site', () => {
  it.each([
    ['/delete-account', '/delete-account'],
    ['/en/auth?x=1#top', '/en/auth?x=1#top'],
    ['/auth?code=abc&auth_error=failed&keep=1', '/auth?keep=1'],
    ['/reports/../auth', '/auth'],
  ])('keeps %s', (value, expected) => {
    expect(safeNextPath(value, '/auth')).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example/auth',
    '/\tevil',
    '/%0a',
    `/${'a'.repeat(1100)}`,
  ])('refuses %j (the fallback instead)', (value) => {
    const result = safeNextPath(value, '/en/auth');
    expect(result === '/en/auth' || (result.startsWith('/') && !result.startsWith('//'))).toBe(true);
    if (value && !value.startsWith('/%')) expect(result).toBe('/en/auth');
  });
});

describe('the error that comes back', () => {
  it('access_denied is a cancel, the rest a failure', () => {
    expect(oauthErrorKey('access_denied', 'provider_access_denied')).toBe('cancelled');
    expect(oauthErrorKey('server_error', 'provider_error')).toBe('failed');
    expect(oauthErrorKey('invalid_request', null)).toBe('failed');
  });
  it('is added to the path', () => {
    expect(withOAuthError('/en/delete-account', 'cancelled')).toBe('/en/delete-account?auth_error=cancelled');
    expect(withOAuthError('/auth?a=1#x', 'failed')).toBe('/auth?a=1&auth_error=failed#x');
  });
  it('callback path per locale', () => {
    expect(oauthCallbackPath('ko')).toBe('/auth/callback');
    expect(oauthCallbackPath('en')).toBe('/en/auth/callback');
  });
});
