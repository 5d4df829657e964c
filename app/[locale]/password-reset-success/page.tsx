import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordChanged } from '@/components/auth/password-changed';
import { AccountPage } from '@/components/auth/account-page';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/site/seo';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'PasswordResetSuccess' });
  return { title: t('metaTitle'), alternates: alternates(locale, '/password-reset-success'), robots: { index: false } };
}

/** The target after a password change: the password-changed confirmation and what to do next. */
export default async function PasswordResetSuccessPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'PasswordResetSuccess' });
  const tChanged = await getTranslations({ locale, namespace: 'PasswordChanged' });
  return (
    <AccountPage title={t('title')} lead={t('lead')}>
      <PasswordChanged notice={tChanged('notice')} />
      <Card as="section" className="flex flex-col gap-1.5">
        <h2 className="font-serif text-lg font-semibold">{t('appTitle')}</h2>
        <p className="leading-relaxed text-ink-soft">{t('appText')}</p>
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href="/auth" className={buttonClass({ className: 'flex-1' })}>
          {t('signIn')}
        </Link>
        <Link href="/" className={buttonClass({ variant: 'secondary', className: 'flex-1' })}>
          {t('home')}
        </Link>
      </div>
    </AccountPage>
  );
}
