import 'server-only';
import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';
import { IntentLink } from '@/components/i18n/intent-link';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';

type Props = ComponentProps<typeof IntentLink> & { locale?: Locale };

/**
 * A link to a locale-free path ('/iching/1'), rendered for the current locale ('/en/iching/1').
 * A server component around IntentLink (prefetch when the reader reaches for the link).
 * (Client components use ClientLink.)
 */
export async function Link({ href, locale, ...props }: Props) {
  const target = locale ?? ((await getLocale()) as Locale);
  return <IntentLink href={localizedPath(target, href)} {...props} />;
}
