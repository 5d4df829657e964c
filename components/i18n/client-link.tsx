'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/i18n/paths';
import { useClientLocale } from './client-strings';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string };

/** A link to a locale-free path, for client components under <ClientStrings>. */
export function ClientLink({ href, ...props }: Props) {
  return <NextLink href={localizedPath(useClientLocale(), href)} {...props} />;
}
