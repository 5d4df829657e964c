import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { site } from '@/lib/config/site';
import type { Locale } from '@/i18n/routing';
import { alternates } from '@/lib/site/seo';
import { AppCallbackScreen } from './app-callback-screen';
import { AccountPage } from './account-page';

/** /auth-callback and /app/auth-callback: the same screen (spec route table). */
export async function appCallbackMetadata(locale: Locale, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'AuthCallback' });
  return { title: t('title'), alternates: alternates(locale, path), robots: { index: false } };
}

export async function AppCallbackPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AuthCallback' });
  return (
    <AccountPage title={t('title')}>
      <ClientMessages locale={locale} namespaces={['AuthCallback']}>
        <AppCallbackScreen scheme={site.deepLinkScheme} />
      </ClientMessages>
    </AccountPage>
  );
}
