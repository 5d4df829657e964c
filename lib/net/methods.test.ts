import { describe, expect, it } from 'vitest';
import { ALLOWED_METHODS, methodVerdict } from './methods';

describe('methodVerdict', () => {
  it('lets the methods the app serves through', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(methodVerdict(method), method).toBeNull();
  });

  it('answers every other method 405 with the Allow list: Next threw on TRACE and CONNECT (a 500 and a stack trace)', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'SEARCH', 'PURGE', 'M-SEARCH', 'QUERY', 'BREW']) {
      expect(methodVerdict(method), method).toEqual({ status: 405, code: 'method_not_allowed', message: expect.stringContaining(method), allow: ALLOWED_METHODS.join(', ') });
    }
  });

  it('is case-sensitive, as HTTP methods are, and refuses a missing one', () => {
    expect(methodVerdict('get')?.status).toBe(405);
    expect(methodVerdict('Post')?.status).toBe(405);
    expect(methodVerdict(undefined)?.status).toBe(405);
    expect(methodVerdict('')?.status).toBe(405);
  });

  it('names the method in the message only as a token (no echo of anything else)', () => {
    expect(methodVerdict('X<script>')?.message).not.toContain('<script>');
  });
});
