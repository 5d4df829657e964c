import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getPolicy } from '@/lib/policies/policies';
import { PolicyArticle } from './policy-article';
import { PolicyShell } from './policy-shell';

/** The Terms of Use in the page's language. */
export async function TermsOfUse({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Policies' });
  return (
    <PolicyShell locale={locale} title={t('termsTitle')}>
      <PolicyArticle doc={getPolicy('terms', locale)} />
    </PolicyShell>
  );
}
