import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TermsOfUse } from '@/components/policies/terms-of-use';
import { site } from '@/lib/config/site';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { POLICY_PATHS } from '@/lib/policies/policies';
import { alternates } from '@/lib/site/seo';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Policies' });
  return {
    title: t('termsTitle'),
    description: t('termsDescription', { product: site.productName[locale] }),
    alternates: alternates(locale, POLICY_PATHS.terms),
  };
}

export default async function TermsOfUsePage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  return <TermsOfUse locale={locale} />;
}
