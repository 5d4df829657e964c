import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FlagsPage } from '@/components/dev/flags-page';
import { requireLocalDevPage } from '@/lib/embedded/dev/local-only';
import { getDb } from '@/lib/db';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { listRecentFlags } from '@/lib/notify/list';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'DevFlags' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Embedded mode only: what readers sent with the notify modal, newest first. */
export default async function Page({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  await requireLocalDevPage();
  return <FlagsPage locale={locale} flags={await listRecentFlags(await getDb())} />;
}
