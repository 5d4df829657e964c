import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { isLocalRequest } from '@/lib/api/request';
import { ApiError } from '@/lib/api/errors';
import { runtime } from '@/lib/runtime';

/**
 * The developer tools (the mailbox with live recovery links, the demo sign-in, every flag with its
 * sender, the account-data fixtures) exist in embedded mode and answer only this machine. The
 * front door (lib/net/front-door.ts) already answers 404 to anyone else; this is the second lock,
 * on the page or route itself.
 */
export async function requireLocalDevPage(): Promise<void> {
  if (!runtime().localTools || !isLocalRequest({ headers: await headers() })) notFound();
}

/** The same for an API route: 404 in the API's JSON shape. */
export function requireLocalDevRoute(request: Request): void {
  if (!runtime().localTools || !isLocalRequest(request)) throw new ApiError('not_found', 'Not found.');
}
