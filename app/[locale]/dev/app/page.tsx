import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppSimulator } from '@/components/dev/app-simulator';
import { HostCaption } from '@/components/dev/host-caption';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireLocalDevPage } from '@/lib/embedded/dev/local-only';
import { localizedPath } from '@/lib/i18n/paths';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { safeFramePath } from '@/lib/webview/frame-path';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'DevApp' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Embedded mode only: the native app simulated around any page (?path=/report). */
export default async function DevAppPage({ params, searchParams }: Props) {
  const locale = await readLocaleParam(params);
  await requireLocalDevPage();
  const t = await getTranslations({ locale, namespace: 'DevApp' });
  const raw = (await searchParams).path;
  const path = safeFramePath(typeof raw === 'string' ? raw : null, locale) ?? localizedPath(locale, '/report');
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 pt-8 pb-12">
      <header className="flex max-w-3xl flex-col gap-2">
        <h1 className="font-serif text-2xl font-semibold">{t('title')}</h1>
        <p className="text-[15px] leading-relaxed text-ink-soft">{t('lead')}</p>
        <HostCaption template={t('hostCaption', { host: '{host}' })} />
      </header>
      <ClientMessages locale={locale} namespaces={['DevApp']}>
        <AppSimulator initialPath={path} />
      </ClientMessages>
    </main>
  );
}
