'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale' | 'onMouseEnter' | 'onTouchStart' | 'onFocus'> & { href: string };

/**
 * next/link that prefetches a page when the reader reaches for the link (the pointer comes over it,
 * a finger touches it, the keyboard focuses it) rather than when it scrolls into view. Viewport
 * prefetching fetched and parsed every header and footer route (about ten requests) during each
 * page's start-up, on a phone's data and main thread, for links most readers never follow; a touch
 * still starts the fetch a hundred milliseconds or more before the click lands.
 * prefetch={false} keeps a link from prefetching at all. The three events are this component's own.
 */
export function IntentLink({ prefetch, ...props }: Props) {
  const router = useRouter();
  const reachFor = prefetch === false || !props.href.startsWith('/') ? undefined : () => router.prefetch(props.href);
  return <NextLink {...props} prefetch={false} onMouseEnter={reachFor} onTouchStart={reachFor} onFocus={reachFor} />;
}
