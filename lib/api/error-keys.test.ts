import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { apiErrorHint, apiErrorKey, type ApiErrorMessageKey } from './error-keys';

describe('apiErrorKey', () => {
  it.each([
    [0, 'network_error', 'offline'],
    [401, 'unauthorized', 'signedOut'],
    [401, 'http_401', 'signedOut'],
    [429, 'rate_limited', 'rateLimited'],
    [429, 'fair_use_limit', 'fairUse'],
    [422, 'crisis_support', 'crisis'],
    [503, 'unavailable', 'unavailable'],
    [502, 'upstream_failed', 'unavailable'],
    [502, 'http_502', 'unavailable'],
    [200, 'invalid_response', 'unavailable'],
    [400, 'bad_request', 'generic'],
    [404, 'not_found', 'generic'],
    [409, 'conflict', 'generic'],
  ] as const)('status %i, code %s → %s', (status, code, key) => {
    expect(apiErrorKey({ status, code })).toBe(key);
  });

  it('hints only at the connection, the sign-in and too many requests', () => {
    expect(apiErrorHint({ status: 0, code: 'network_error' })).toBe('offline');
    expect(apiErrorHint({ status: 401, code: 'unauthorized' })).toBe('signedOut');
    expect(apiErrorHint({ status: 429, code: 'rate_limited' })).toBe('rateLimited');
    expect(apiErrorHint({ status: 429, code: 'fair_use_limit' })).toBeNull();
    expect(apiErrorHint({ status: 503, code: 'unavailable' })).toBeNull();
    expect(apiErrorHint({ status: 400, code: 'bad_request' })).toBeNull();
  });

  it('every message key has a text in Korean and in English', () => {
    const keys: ApiErrorMessageKey[] = ['offline', 'signedOut', 'rateLimited', 'unavailable', 'generic'];
    for (const key of keys) {
      expect(ko.ApiErrors[key], key).toMatch(/\S/);
      expect(en.ApiErrors[key], key).toMatch(/\S/);
    }
    expect(Object.keys(ko.ApiErrors).sort()).toEqual([...keys].sort());
  });
});
