import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Card } from '@/components/ui/card';
import type { Locale } from '@/i18n/routing';
import { signInProviders } from '@/lib/auth/sign-in-providers';
import { OAuthButtons } from './oauth-buttons';

/**
 * The password-recovery pages' "no password?" hint: an account made with Kakao, Apple or Google
 * has no password to recover; its provider's button signs it in (and lands on /auth).
 */
export async function NoPasswordHint({ locale }: { locale: Locale }) {
  const providers = signInProviders();
  if (providers.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'OAuth' });
  return (
    <Card as="section" className="flex flex-col gap-3">
      <h2 className="font-serif text-lg font-semibold">
        {t('noPasswordTitle')}
      </h2>
      <p className="break-keep text-sm leading-relaxed text-ink-soft">{t('noPasswordText')}</p>
      <ClientMessages locale={locale} namespaces={['OAuth']}>
        <OAuthButtons providers={providers} next={locale === 'ko' ? '/auth' : `/${locale}/auth`} />
      </ClientMessages>
    </Card>
  );
}
