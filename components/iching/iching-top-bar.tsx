import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { CastLink } from './cast-entry';
import { HexagramList } from './hexagram-list';
import { ListDrawer } from './list-drawer';

/**
 * The top bar of the reference screens, titled 'I Ching'. With nothing selected its button opens the
 * drawer with the list; with a hexagram open it becomes the back/close button to /iching.
 */
export async function IchingTopBar({ locale, selected }: { locale: Locale; selected: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Iching' });
  return (
    <div className="sticky top-0 z-20 border-b border-line/80 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <nav className="mx-auto flex h-12 max-w-5xl items-center gap-2 px-4" aria-label={t('topBarLabel')}>
        {selected ? (
          <Link
            href="/iching"
            aria-label={t('backToList')}
            className="-ml-2 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-paper-deep"
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
        ) : (
          <ListDrawer openLabel={t('openList')} closeLabel={t('closeList')} title={t('drawerTitle')}>
            <HexagramList locale={locale} compact />
          </ListDrawer>
        )}
        <p className="font-serif text-base font-semibold tracking-tight">{t('topBar')}</p>
        {selected ? <CastLink locale={locale} /> : null}
      </nav>
    </div>
  );
}
