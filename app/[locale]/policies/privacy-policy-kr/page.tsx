import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PrivacyPolicy } from '@/components/policies/privacy-policy';
import { site } from '@/lib/config/site';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { POLICY_PATHS } from '@/lib/policies/policies';
import { alternates } from '@/lib/site/seo';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Policies' });
  return {
    title: t('privacyKrTitle'),
    description: t('privacyKrDescription', { product: site.productName[locale] }),
    alternates: alternates(locale, POLICY_PATHS.privacyKr),
  };
}

/** 개인정보 처리방침 (PIPA §30): Korean first on both locales, the English version a translation. */
export default async function PrivacyPolicyKrPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  return <PrivacyPolicy locale={locale} kind="privacyKr" />;
}
