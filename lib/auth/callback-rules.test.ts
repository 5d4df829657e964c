import { describe, expect, it } from 'vitest';
import { decideCallback } from './callback-rules';
import { appCallback, displayableDescription, ERROR_DESCRIPTION_MAX } from './deep-link';
import { isRecoveryFragment, parseAuthFragment } from './fragment';

const confirmed = { provider: 'email', emailConfirmed: true };

describe('the account-level callback rules', () => {
  const recovery = parseAuthFragment('#access_token=a&refresh_token=r&type=recovery');

  it('sends a recovery whose session was set to /reset-password', () => {
    expect(decideCallback(recovery, true, null)).toEqual({ go: 'reset-password' });
  });

  it('sends a sign-up confirmation home, unless its session was set: then it stays signed in', () => {
    const signup = parseAuthFragment('#access_token=a&refresh_token=r&type=signup');
    expect(decideCallback(signup, false, confirmed)).toEqual({ go: 'home' });
    expect(decideCallback(signup, true, null)).toEqual({ go: 'signed-up' });
    expect(decideCallback(parseAuthFragment('#type=signup'), true, null)).toEqual({ go: 'home' });
  });

  it('lets an active confirmed e-mail user with a recovery fragment continue, but nobody else', () => {
    expect(decideCallback(recovery, false, confirmed)).toEqual({ go: 'reset-password' });
    expect(decideCallback(recovery, false, { provider: 'email', emailConfirmed: false })).toEqual({ go: 'home' });
    expect(decideCallback(recovery, false, { provider: 'google', emailConfirmed: true })).toEqual({ go: 'home' });
    expect(decideCallback(recovery, false, null)).toEqual({ go: 'home' });
  });

  it('sends errors and anything else home, with the error code', () => {
    expect(decideCallback(parseAuthFragment('#error=access_denied&error_code=otp_expired&error_description=x'), false, confirmed)).toEqual({
      go: 'home',
      errorCode: 'otp_expired',
    });
    expect(decideCallback(parseAuthFragment('#type=magiclink'), false, null)).toEqual({ go: 'home' });
  });

  it('recognises the recovery fragment of the landing page', () => {
    expect(isRecoveryFragment(recovery)).toBe(true);
    expect(isRecoveryFragment(parseAuthFragment('#type=recovery'))).toBe(false);
    expect(isRecoveryFragment(parseAuthFragment('#access_token=a&type=signup'))).toBe(false);
  });
});

describe('the deep link of the web auth callback', () => {
  it('carries the known fragment keys to <scheme>://auth-callback', () => {
    expect(appCallback('gyeol', '#access_token=a&refresh_token=r&type=recovery&next=https://evil.example')).toEqual({
      kind: 'tokens',
      link: 'gyeol://auth-callback#access_token=a&refresh_token=r&type=recovery',
    });
  });

  it('cannot be pointed elsewhere from the address', () => {
    for (const hash of ['#access_token=a&scheme=evil', '#access_token=a%23@evil.example/', '#//evil.example/?access_token=a']) {
      const result = appCallback('gyeol', hash);
      expect(result.link.startsWith('gyeol://auth-callback')).toBe(true);
      expect(new URL(result.link).host).toBe('auth-callback');
    }
  });

  it('names the three error cases', () => {
    expect(appCallback('gyeol', '')).toMatchObject({ kind: 'error', reason: 'no_token', link: 'gyeol://auth-callback' });
    expect(appCallback('gyeol', '#type=recovery')).toMatchObject({ kind: 'error', reason: 'token_not_found' });
    expect(appCallback('gyeol', '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid')).toMatchObject({
      kind: 'error',
      reason: 'provider_error',
      errorCode: 'otp_expired',
      link: 'gyeol://auth-callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
      errorDescription: 'Email link is invalid',
    });
  });

  it('keeps the error description as plain, short display text', () => {
    expect(displayableDescription(undefined)).toBeUndefined();
    expect(displayableDescription(' \u0000\u200b ')).toBeUndefined();
    expect(displayableDescription('Database\u0007 error\n\tsaving  user')).toBe('Database error saving user');
    const long = displayableDescription('x'.repeat(500))!;
    expect(long).toHaveLength(ERROR_DESCRIPTION_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
