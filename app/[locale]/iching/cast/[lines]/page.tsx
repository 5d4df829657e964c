import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SharedCast } from '@/components/casting/shared-cast';
import { Link } from '@/components/ui/link';
import { WriteNoteLink } from '@/components/journal/write-note-link';
import type { Locale } from '@/i18n/routing';
import { CASTING_MAX_WIDTH_PX } from '@/lib/iching/constants';
import { readLocaleParam } from '@/lib/i18n/locale-params';
import { castTable, castTexts, readCastId, type CastView } from '@/lib/iching/cast-page';
import type { Hexagram } from '@/lib/iching/types';
import { alternates, localizedPath } from '@/lib/site/seo';
import { OG_IMAGE_SIZE } from '@/lib/iching/og-image-size';

type CastParams = { params: Promise<{ locale: string; lines: string }> };

// 4,096 casts in two languages: none is built ahead, none is kept by the server. Each request
// that reaches it renders the page, and CDNs and browsers keep it (lib/iching/cast-cache.ts;
// Cache-Control from next.config.ts). An id outside the grammar is a 404 before anything is drawn.
export const dynamic = 'force-dynamic';

async function readParams(params: CastParams['params']): Promise<{ locale: Locale; view: CastView }> {
  const view = readCastId((await params).lines);
  if (!view) notFound();
  const locale = await readLocaleParam(params);
  return { locale, view };
}

/** "本卦 → 之卦" with the names, in the page's language. */
async function castTitle(view: CastView, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Casting' });
  const name = (h: Hexagram) => t('castName', { number: h.number, title: h.name[locale], chinese: h.chineseName });
  return view.relating ? t('castTitle', { primary: name(view.primary), relating: name(view.relating) }) : t('castTitleStill', { primary: name(view.primary) });
}

/** The heading as set: "→ 34." never stranded from its name, nor a number from its title (no-break spaces). */
function keepTogether(title: string): string {
  return title.replace(/ → /g, ' →\u00a0').replace(/(\d+)\. /g, '$1.\u00a0');
}

export async function generateMetadata({ params }: CastParams): Promise<Metadata> {
  const { locale, view } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'Casting' });
  const title = await castTitle(view, locale);
  const changing = t('changingLines', { count: view.reading.changing.length, list: view.reading.changing.join(', ') });
  const description = t('castDescription', { changing, summary: view.primary.text[locale].summary });
  const path = `/iching/cast/${view.id}`;
  return {
    title,
    description,
    alternates: alternates(locale, path),
    // 4,096 casts must not flood the index: the page is for the people it is sent to
    robots: { index: false, follow: true },
    openGraph: {
      type: 'article',
      title,
      description,
      url: localizedPath(locale, path),
      images: [{ url: localizedPath(locale, `${path}/opengraph-image`), ...OG_IMAGE_SIZE, type: 'image/png', alt: title }],
    },
    twitter: { card: 'summary_large_image' },
  };
}

export default async function CastPage({ params }: CastParams) {
  const { locale, view } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'Casting' });
  return (
    <main className="mx-auto w-full flex-1 px-4 pt-6 pb-16 md:px-8 [html[data-webview]_&]:pt-16" style={{ maxWidth: CASTING_MAX_WIDTH_PX }}>
      <header className="mx-auto flex max-w-2xl flex-col items-center pt-8 pb-8 text-center">
        <h1 className="font-serif text-2xl font-semibold md:text-3xl" data-testid="cast-title">
          {keepTogether(await castTitle(view, locale))}
        </h1>
        <p className="mt-3 leading-relaxed text-ink-soft">{t('castLead')}</p>
        <Link href="/report/iching" className="mt-4 inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 text-sm font-medium hover:bg-paper-deep">
          {t('castOwn')}
        </Link>
        <WriteNoteLink locale={locale} subject={`cast:${view.id}`} className="mt-3" />
      </header>
      <ClientMessages locale={locale} namespaces={['Casting', 'CastOffer', 'Stores', 'PurchaseStatus']}>
        <SharedCast lines={view.id} hexagrams={castTable(view, locale)} texts={castTexts(view, locale)} />
      </ClientMessages>
    </main>
  );
}
