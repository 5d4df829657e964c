import { describe, expect, it } from 'vitest';
import { authErrorKey, authErrorText, authServiceMessage } from './error-keys';

const translate = (key: string) => `t:${key}`;

describe('auth error texts', () => {
  it('translates the codes the flows meet', () => {
    expect(authErrorKey({ code: 'email_not_confirmed', status: 400 })).toBe('emailNotConfirmed');
    expect(authErrorText({ code: 'invalid_credentials', message: 'Invalid login credentials' }, translate, 'generic')).toBe('t:invalidCredentials');
    expect(authErrorText({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' }, translate, 'generic')).toBe('t:network');
    expect(authErrorText({ status: 429, message: 'slow down' }, translate, 'generic')).toBe('t:rateLimited');
  });

  it('shows the service’s own message for a code we have no text for', () => {
    expect(authErrorText({ code: 'signup_disabled', status: 422, message: 'Signups not allowed for this instance' }, translate, 'generic')).toBe(
      'Signups not allowed for this instance',
    );
    expect(authErrorText({ code: 'user_banned', message: 'User is\nbanned\u0000' }, translate, 'generic')).toBe('User is banned');
  });

  it('falls back to the form’s text when there is no message', () => {
    expect(authErrorText({ code: 'unexpected_failure', message: '  ' }, translate, 'generic')).toBe('generic');
    expect(authErrorText({ message: '{}' }, translate, 'generic')).toBe('generic');
    expect(authErrorText(null, translate, 'generic')).toBe('generic');
    expect(authServiceMessage({ message: 'x'.repeat(300) })).toHaveLength(200);
  });
});
