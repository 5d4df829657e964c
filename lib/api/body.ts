/** Reading a request body within a size limit, for the API routes and the embedded auth server alike. */

/** Whether the request announces (Content-Length) a body over maxBytes. */
export function declaresMoreThan(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get('content-length'));
  return Number.isFinite(declared) && declared > maxBytes;
}

/** What a refused read throws: each caller speaks its own error format. */
export interface BodyReadErrors {
  tooLarge: () => Error;
  unreadable: () => Error;
}

/**
 * The body as text, read no further than maxBytes: `tooLarge` when Content-Length announces more
 * (before reading) or when the body goes past the limit whatever Content-Length said; `unreadable`
 * when the stream breaks.
 */
export async function readBodyText(request: Request, maxBytes: number, errors: BodyReadErrors): Promise<string> {
  if (declaresMoreThan(request, maxBytes)) throw errors.tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw errors.unreadable();
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {}); // the body is refused anyway; a stream that will not cancel changes nothing
      throw errors.tooLarge();
    }
    chunks.push(chunk.value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
