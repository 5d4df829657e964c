'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The host name the visitor is on (known only in the browser: the page itself is static). */
export function HostCaption({ template }: { template: string }) {
  const host = useSyncExternalStore(subscribe, () => window.location.host, () => '');
  return (
    <p className="min-h-5 text-xs tracking-wide text-ink-soft" data-testid="host-caption">
      {host ? template.replace('{host}', host) : null}
    </p>
  );
}
