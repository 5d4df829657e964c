import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { AccountPage } from '@/components/auth/ui';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SPECIAL_CHARACTERS } from '@/lib/auth/password-policy';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/seo';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'ResetPassword' });
  return { title: t('metaTitle'), alternates: alternates(locale, '/reset-password'), robots: { index: false } };
}

export default async function ResetPasswordPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'ResetPassword' });
  const requirements = (
    <section aria-labelledby="requirements-title" className="rounded-2xl border border-yin/20 bg-yin-soft/60 p-5">
      <h2 id="requirements-title" className="text-sm font-semibold text-yin">
        {t('requirementsTitle')}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
        <li>{t('requirementLength')}</li>
        <li>{t('requirementUppercase')}</li>
        <li>{t('requirementLowercase')}</li>
        <li>{t('requirementDigit')}</li>
        <li className="break-all">{t('requirementSpecial', { characters: SPECIAL_CHARACTERS })}</li>
      </ul>
    </section>
  );
  return (
    <AccountPage title={t('title')}>
      <ClientMessages namespaces={['ResetPassword', 'PasswordRules', 'AuthForm', 'AuthErrors']}>
        <ResetPasswordForm requirements={requirements} />
      </ClientMessages>
    </AccountPage>
  );
}
