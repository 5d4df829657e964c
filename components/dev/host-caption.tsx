'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The host the page is served from, for the developer pages (known only in the browser). */
export function HostCaption({ template }: { template: string }) {
  const host = useSyncExternalStore(subscribe, () => window.location.host, () => '');
  return (
    <p className="min-h-5 text-xs text-ink-soft" data-testid="host-caption">
      {host ? template.replace('{host}', host) : null}
    </p>
  );
}
