import 'server-only';
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string; locale?: Locale };

/**
 * A link to a locale-free path ('/iching/1'), rendered for the current locale ('/en/iching/1').
 * A server component: it adds nothing to the client bundle beyond next/link itself.
 * (Client components use next/link with localizedPath(locale, path) and a locale prop.)
 */
export async function Link({ href, locale, ...props }: Props) {
  const target = locale ?? ((await getLocale()) as Locale);
  return <NextLink href={localizedPath(target, href)} {...props} />;
}
