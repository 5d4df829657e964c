import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { processValue } from '@/lib/runtime/process';

/** Answers a request itself (returns true) or lets Next have it (false). */
export type RequestHook = (req: IncomingMessage, res: ServerResponse, server: Server) => boolean;

/**
 * Runs `hook` on every HTTP request of this process before Next routes it. Next 16 has no supported
 * hook that runs before its router for `next start` (the proxy runs after routing has begun and
 * cannot see the socket), so Node's `http.Server.prototype.emit` is wrapped for 'request' events:
 * Next's server exists before instrumentation runs, and only the prototype reaches it. Installed
 * once per process (the first hook wins). `next-internals.test.ts` fails on a Next version this
 * was not verified with.
 */
export async function hookEveryRequest(hook: RequestHook): Promise<void> {
  const installed = processValue('requestHook', () => ({ done: false }));
  if (installed.done) return;
  installed.done = true;
  const http = await import('node:http');
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (hook(req, res, this)) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
