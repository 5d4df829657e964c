import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeleteAccountPage } from '@/components/account/delete-account-page';
import { site } from '@/lib/config/site';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/site/seo';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'DeleteAccount' });
  const product = site.productName[locale];
  return { title: t('metaTitle'), description: t('metaDescription', { product }), alternates: alternates(locale, '/delete-account') };
}

/** The public account-deletion page (read by app-store reviewers). */
export default async function DeleteAccountRoute({ params }: LocaleParams) {
  return <DeleteAccountPage locale={await readLocaleParam(params)} />;
}
