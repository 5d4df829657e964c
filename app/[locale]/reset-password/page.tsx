import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { AccountPage } from '@/components/auth/account-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/site/seo';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'ResetPassword' });
  return { title: t('metaTitle'), alternates: alternates(locale, '/reset-password'), robots: { index: false } };
}

/** The rules are shown once, inside the form: the requirements box that turns into the checklist while typing. */
export default async function ResetPasswordPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'ResetPassword' });
  return (
    <AccountPage title={t('title')}>
      <ClientMessages locale={locale} namespaces={['ResetPassword', 'PasswordRules', 'AuthForm', 'AuthErrors']}>
        <ResetPasswordForm />
      </ClientMessages>
    </AccountPage>
  );
}
