import { useStrings } from '@/components/i18n/client-strings';
import { STORE_LINKS } from '@/lib/stores/links';
import { StoreLinkButtons } from './store-links';

/**
 * "앱에서 만나요": what a purchase button shows on the plain web when the app is in the stores
 * (instead of the spec's "Coming Soon" message): both store links, and on a wide screen a QR code
 * of /get-app, which sends a phone to its own store.
 */
export function StoreCard() {
  const t = useStrings('Stores');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-paper px-5 py-5 text-center shadow-sm" data-testid="store-card">
      <p className="font-serif text-lg font-semibold text-ink">{t('title')}</p>
      <p className="text-sm leading-relaxed text-pretty text-ink-soft">{t('text')}</p>
      <StoreLinkButtons links={STORE_LINKS} labels={{ appStore: t('appStore'), play: t('play') }} />
      <figure className="hidden flex-col items-center gap-1 md:flex">
        {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: no image component script */}
        <img src="/get-app-qr.svg" alt={t('qrAlt')} width={132} height={132} className="rounded-md border border-line bg-white p-1.5" />
        <figcaption className="text-xs text-ink-soft">{t('qrCaption')}</figcaption>
      </figure>
    </div>
  );
}
