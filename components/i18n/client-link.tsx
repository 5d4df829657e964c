'use client';

import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/i18n/paths';
import { IntentLink } from './intent-link';
import { useClientLocale } from './locale';

type Props = ComponentProps<typeof IntentLink>;

/** A link to a locale-free path ('/iching/1'), for client components (prefetched on intent, see IntentLink). */
export function ClientLink({ href, ...props }: Props) {
  return <IntentLink href={localizedPath(useClientLocale(), href)} {...props} />;
}
