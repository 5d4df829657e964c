import { describe, expect, it } from 'vitest';
import { declaresMoreThan, readBodyText } from './body';

const errors = { tooLarge: () => new Error('too large'), unreadable: () => new Error('unreadable') };
const post = (body: BodyInit | null, headers: Record<string, string> = {}) => new Request('http://localhost/api/x', { method: 'POST', body, headers });
const stream = (...parts: (string | Error)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) {
        if (part instanceof Error) return controller.error(part);
        controller.enqueue(new TextEncoder().encode(part));
      }
      controller.close();
    },
  });
const streamed = (body: ReadableStream<Uint8Array>) => new Request('http://localhost/api/x', { method: 'POST', body, duplex: 'half' } as RequestInit);

describe('readBodyText', () => {
  it('reads a body within the limit, and an absent one as empty text', async () => {
    await expect(readBodyText(post('{"a":"한"}'), 16, errors)).resolves.toBe('{"a":"한"}');
    await expect(readBodyText(post(null), 16, errors)).resolves.toBe('');
  });

  it('refuses a declared length over the limit before reading', async () => {
    const request = post('{}', { 'content-length': '17' });
    expect(declaresMoreThan(request, 16)).toBe(true);
    await expect(readBodyText(request, 16, errors)).rejects.toThrow('too large');
  });

  it('stops at the limit whatever Content-Length said, and names a broken stream', async () => {
    await expect(readBodyText(streamed(stream('0123456789', '0123456789')), 16, errors)).rejects.toThrow('too large');
    await expect(readBodyText(streamed(stream('01', new Error('reset'))), 16, errors)).rejects.toThrow('unreadable');
  });
});
