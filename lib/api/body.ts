import type { z } from 'zod';
import { ApiError } from './errors';

const tooLarge = (maxBytes: number) => new ApiError('payload_too_large', `The request body must be at most ${maxBytes} bytes.`);

/**
 * Reads a JSON body of at most maxBytes and parses it with a schema: a Content-Length over the
 * limit is refused before reading, and the text read is measured too (a body sent without a
 * length, or lying about it). 413 when too large, 400 when not JSON or invalid.
 */
export async function readJsonWithin<S extends z.ZodType>(request: Request, schema: S, maxBytes: number): Promise<z.infer<S>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const text = await readTextWithin(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('bad_request', 'The request body must be JSON.');
  }
  return schema.parse(body);
}

/** The body as text, stopping (413) as soon as more than maxBytes have arrived. */
async function readTextWithin(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
