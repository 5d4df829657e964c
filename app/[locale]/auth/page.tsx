import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthScreen } from '@/components/auth/auth-screen';
import { AccountPage } from '@/components/auth/account-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { site } from '@/lib/config/site';
import { signInProviders } from '@/lib/auth/sign-in-providers';
import { runtime } from '@/lib/runtime';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/site/seo';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'AuthPage' });
  return { title: t('metaTitle'), alternates: alternates(locale, '/auth'), robots: { index: false } };
}

/** The heading (and the document title) follow the screen's state, so the client part renders them. */
export default async function AuthPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  return (
    <AccountPage>
      <ClientMessages locale={locale} namespaces={['AuthPage', 'AuthForm', 'AuthErrors', 'OAuth', 'AuthCallback', 'ResetPassword', 'PasswordRules', 'SignUpConsent']}>
        <AuthScreen product={site.productName[locale]} localMailboxHint={runtime().localTools} providers={signInProviders()} />
      </ClientMessages>
    </AccountPage>
  );
}
