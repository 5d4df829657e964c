import { describe, expect, it, vi } from 'vitest';
import { parseOAuthAnswer, requestNativeSignIn } from './oauth-bridge';

const ACCESS = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
const session = { type: 'OAUTH_SESSION', provider: 'google', access_token: ACCESS, refresh_token: 'abcdefgh12345678' };

describe('the app answer to OAUTH_SIGN_IN_REQUEST', () => {
  it('reads a session, a cancel and an error, as a string or an object', () => {
    expect(parseOAuthAnswer(JSON.stringify(session))).toEqual(session);
    expect(parseOAuthAnswer(session)).toEqual(session);
    expect(parseOAuthAnswer('{"type":"OAUTH_CANCELLED","extra":1}')).toEqual({ type: 'OAUTH_CANCELLED' });
    expect(parseOAuthAnswer({ type: 'OAUTH_ERROR', error: 'x' })).toEqual({ type: 'OAUTH_ERROR' });
  });

  it.each([
    ['another provider', { ...session, provider: 'github' }],
    ['no token', { ...session, access_token: undefined }],
    ['a token that is no JWT', { ...session, access_token: 'not a jwt' }],
    ['a refresh token with markup', { ...session, refresh_token: '<script>alert(1)</script>' }],
    ['a purchase message', { type: 'PURCHASE_SUCCESS', purchaseId: 'x' }],
    ['not JSON', '{oops'],
    ['too long', 'x'.repeat(20_000)],
  ])('ignores %s', (_, data) => {
    expect(parseOAuthAnswer(data)).toBeUndefined();
  });
});

describe('requestNativeSignIn', () => {
  it('posts the request and hears the answer once, on window or document', () => {
    const win = new EventTarget() as unknown as Window & { ReactNativeWebView?: { postMessage(data: string): void } };
    const doc = new EventTarget();
    const posted: string[] = [];
    win.ReactNativeWebView = { postMessage: (data) => posted.push(data) };
    const onAnswer = vi.fn();
    expect(requestNativeSignIn('kakao', onAnswer, win, doc)).toBe(true);
    expect(posted.map((data) => JSON.parse(data) as unknown)).toEqual([{ type: 'OAUTH_SIGN_IN_REQUEST', provider: 'kakao' }]);
    doc.dispatchEvent(new MessageEvent('message', { data: '{"type":"PURCHASE_LOADING","loading":true}' }));
    expect(onAnswer).not.toHaveBeenCalled();
    doc.dispatchEvent(new MessageEvent('message', { data: '{"type":"OAUTH_CANCELLED"}' }));
    win.dispatchEvent(new MessageEvent('message', { data: '{"type":"OAUTH_CANCELLED"}' }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith({ type: 'OAUTH_CANCELLED' });
  });

  it('is false without a bridge (a plain browser)', () => {
    expect(requestNativeSignIn('google', vi.fn(), new EventTarget() as unknown as Window, new EventTarget())).toBe(false);
  });
});
