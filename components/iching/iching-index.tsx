import { BackLink } from '@/components/ui/back-link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LINES_PER_HEXAGRAM } from '@/lib/iching/constants';
import { hexagrams } from '@/lib/iching/library';
import { buildSearchIndex } from '@/lib/iching/search-index';
import { ChooserTabs } from './chooser-tabs';
import { HexagramBuilder, type BuilderStrings } from './hexagram-builder';
import { HexagramGrid } from './hexagram-grid';
import { HexagramList } from './hexagram-list';
import { HexagramSearch } from './hexagram-search';
import { ListDrawer } from './list-drawer';
import { CastEntry } from './cast-entry';
import { TodayLink } from './today-link';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * /iching with nothing selected: under the site header one title row, whose menu button opens the
 * drawer with the titled list of all 64 (the reference screen's list, drawn when opened), then the
 * chooser (search, 'By number' and 'Build a hexagram' tabs): one header and one list view on the page.
 * Also shown, unindexed, for a route id that names no hexagram.
 */
export async function IchingIndex({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Iching' });
  const tb = await getTranslations({ locale, namespace: 'IchingBuilder' });

  const builderStrings: BuilderStrings = {
    heading: tb('heading'),
    start: tb('start'),
    progress: ['', ...range(1, LINES_PER_HEXAGRAM - 1).map((count) => tb('progress', { count }))],
    prompt: ['', ...range(1, LINES_PER_HEXAGRAM).map((line) => tb('prompt', { line }))],
    row: ['', ...range(1, LINES_PER_HEXAGRAM).map((line) => tb('row', { line }))],
    rowEmpty: tb('rowEmpty'),
    yang: tb('yang'),
    yin: tb('yin'),
    legendLabel: tb('legendLabel'),
    legendYang: tb('legendYang'),
    legendYin: tb('legendYin'),
    complete: tb('complete'),
    open: tb('open'),
    undo: tb('undo'),
    reset: tb('reset'),
    diagramLabel: tb('diagramLabel'),
  };
  const table = Object.fromEntries(hexagrams.map((h) => [h.pattern, h.number]));
  const shortTitles = hexagrams.map((h) => h.name[locale]);

  return (
    <>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pb-8 pt-6 md:pt-10">
        {/* the spec's Back to /bookofchange, hidden in the app web view */}
        <BackLink href="/bookofchange" label={t('back')} hideInWebview />
        <header className="mt-5">
          <div className="flex items-center gap-2">
            <ListDrawer openLabel={t('openList')} closeLabel={t('closeList')} title={t('drawerTitle')}>
              <HexagramList locale={locale} compact />
            </ListDrawer>
            <h1 className="font-serif text-3xl font-semibold md:text-4xl">{t('title')}</h1>
          </div>
          <p className="mt-2 text-ink-soft">{t('subtitle')}</p>
          <div className="mt-5 grid gap-3 sm:grid-cols-2"><TodayLink locale={locale} /><CastEntry locale={locale} stacked /></div>
        </header>
        <div className="mt-6">
          <HexagramSearch
            entries={buildSearchIndex(locale)}
            strings={{
              label: t('searchLabel'),
              placeholder: t('searchPlaceholder'),
              hint: t('searchHint'),
              clear: t('searchClear'),
              counts: range(0, hexagrams.length).map((count) => t('searchResults', { count })),
            }}
          />
        </div>
        <div className="mt-8">
          <ChooserTabs
            label={t('tabsLabel')}
            tabs={[
              {
                id: 'number',
                label: t('tabNumber'),
                panel: (
                  <section aria-labelledby="select-heading">
                    <h2 id="select-heading" className="mb-4 font-serif text-xl font-semibold">
                      {t('selectHeading')}
                    </h2>
                    <HexagramGrid locale={locale} />
                  </section>
                ),
              },
              {
                id: 'build',
                label: t('tabBuild'),
                panel: <HexagramBuilder table={table} shortTitles={shortTitles} strings={builderStrings} />,
              },
            ]}
          />
        </div>
      </main>
    </>
  );
}
