'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** Renders nothing on the server, then throws when it renders in the browser: the error boundary must take over. */
export function Crash() {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  if (inBrowser) throw new Error('A test render failure from /dev/crash');
  return null;
}
