import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { site } from '@/lib/config/site';
import { STORE_LINKS, hasStoreLinks } from '@/lib/stores/links';
import { StoreLinkButtons } from '@/components/stores/store-links';

export async function SiteFooter({ locale, embedded }: { locale: Locale; embedded: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Chrome' });
  const stores = await getTranslations({ locale, namespace: 'Stores' });
  return (
    <footer className="hide-in-webview mt-16 border-t border-line/80 text-sm text-ink-soft">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <nav aria-label={t('footerNav')} className="-mx-2 flex flex-wrap">
          <Link href="/policies/row-terms-of-use" className="inline-flex min-h-11 items-center px-2 hover:text-ink">{t('terms')}</Link>
          <Link href="/policies/row-privacy-policy" className="inline-flex min-h-11 items-center px-2 hover:text-ink">{t('privacy')}</Link>
          {/* the notice Korean law asks for (개인정보 처리방침), in bold as Korean services show it */}
          <Link href="/policies/privacy-policy-kr" className="inline-flex min-h-11 items-center px-2 font-semibold text-ink hover:underline">{t('privacyKr')}</Link>
          <Link href="/delete-account" className="inline-flex min-h-11 items-center px-2 hover:text-ink">{t('deleteAccount')}</Link>
        </nav>
        {hasStoreLinks(STORE_LINKS) ? (
          <nav aria-label={stores('footerLabel')}>
            <StoreLinkButtons links={STORE_LINKS} labels={{ appStore: stores('appStore'), play: stores('play') }} className="md:justify-start" />
          </nav>
        ) : null}
        <div className="flex flex-col gap-1 md:items-end">
          <p>{t('disclaimer')}</p>
          {embedded ? <p className="text-xs sm:hidden">{t('localMode')} · {t('localModeHint')}</p> : null}
          <p>{t('copyright', { year: new Date().getFullYear(), company: site.company[locale] })}</p>
        </div>
      </div>
    </footer>
  );
}
