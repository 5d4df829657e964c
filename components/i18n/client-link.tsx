'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/i18n/paths';
import { usePageLocale } from './use-localized-router';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string };

/** A link to a locale-free path ('/iching/1'), for client components. */
export function ClientLink({ href, ...props }: Props) {
  return <NextLink href={localizedPath(usePageLocale(), href)} {...props} />;
}
