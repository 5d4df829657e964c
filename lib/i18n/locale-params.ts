import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing, type Locale } from '@/i18n/routing';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** Reads and checks the locale segment and pins it for static rendering. */
export async function readLocaleParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

export const localeStaticParams = () => routing.locales.map((locale) => ({ locale }));
