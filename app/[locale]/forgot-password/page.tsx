import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { NoPasswordHint } from '@/components/auth/no-password-hint';
import { AccountPage } from '@/components/auth/account-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { runtime } from '@/lib/runtime';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/site/seo';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'ForgotPassword' });
  return { title: t('metaTitle'), alternates: alternates(locale, '/forgot-password'), robots: { index: false } };
}

export default async function ForgotPasswordPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'ForgotPassword' });
  const localHint =
    runtime().localTools
      ? t.rich('localMailbox', {
          link: (chunks) => (
            <Link href="/dev/mailbox" className="font-medium text-yin underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })
      : undefined;
  return (
    <AccountPage title={t('title')} lead={t('lead')}>
      <Card as="section">
        <ClientMessages locale={locale} namespaces={['ForgotPassword', 'AuthForm', 'AuthErrors']}>
          <ForgotPasswordForm localHint={localHint} />
        </ClientMessages>
      </Card>
      <NoPasswordHint locale={locale} />
      <p className="text-center text-sm">
        <Link href="/" className="text-yin underline-offset-4 hover:underline">
          {t('backHome')}
        </Link>
      </p>
    </AccountPage>
  );
}
