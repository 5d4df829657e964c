import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { CAST_CARD_CACHE_CONTROL } from '@/lib/iching/cast-cache';
import { readCastId } from '@/lib/iching/cast-page';
import { changedValue, isYang, oldLineMark, type CastLines, type OldLineMark } from '@/lib/iching/lines';
import { castCardText } from '@/lib/og/cast-card';
import { OG_FONT_FAMILY, ogFonts } from '@/lib/og/fonts';
import { OG_IMAGE_SIZE } from '@/lib/iching/og-image-size';

// A shared cast's card: drawn on each request that reaches the server, never kept by it, and kept a
// year by browsers and CDNs (a cast's card never changes; lib/iching/cast-cache.ts). An id outside
// the grammar is a 404, never drawn.
export const size = OG_IMAGE_SIZE;
export const contentType = 'image/png';
export const dynamic = 'force-dynamic';

const INK = '#1f1d1a';
const PAPER = '#faf7f0';
const SEAL = '#a23b2a';
const SOFT = '#57524a';
const LINE = '#e2dacb';

/** The old line's mark beside its bar, as on the casting screen (oldLineMark): a ring for old yang, a cross for old yin. */
function Mark({ mark }: { mark: OldLineMark }) {
  if (mark === '○') return <div style={{ display: 'flex', width: 26, height: 26, marginLeft: 22, border: `6px solid ${SEAL}`, borderRadius: 13 }} />;
  const bar = { position: 'absolute', left: 10, top: -4, width: 6, height: 34, background: SEAL, borderRadius: 3 } as const;
  return (
    <div style={{ display: 'flex', position: 'relative', width: 26, height: 26, marginLeft: 22 }}>
      <div style={{ ...bar, transform: 'rotate(45deg)' }} />
      <div style={{ ...bar, transform: 'rotate(-45deg)' }} />
    </div>
  );
}

/** Six bars, top line first; `marked` lines in the seal colour with their old-line mark beside them. */
function Figure({ lines, marked, moved }: { lines: readonly boolean[]; marked: readonly (OldLineMark | null)[]; moved: boolean }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 22, width: 300 }}>
      {[5, 4, 3, 2, 1, 0].map((i) => {
        const color = marked[i] ? (moved ? '#c97a6b' : SEAL) : INK;
        return (
          <div key={i} style={{ display: 'flex', alignItems: 'center', height: 36 }}>
            {lines[i] ? (
              <div style={{ display: 'flex', width: 240, height: 36, background: color, borderRadius: 5 }} />
            ) : (
              <div style={{ display: 'flex', width: 240, height: 36, justifyContent: 'space-between' }}>
                <div style={{ display: 'flex', width: 104, background: color, borderRadius: 5 }} />
                <div style={{ display: 'flex', width: 104, background: color, borderRadius: 5 }} />
              </div>
            )}
            {marked[i] && !moved ? <Mark mark={marked[i]} /> : null}
          </div>
        );
      })}
    </div>
  );
}

export default async function Image({ params }: { params: Promise<{ locale: string; lines: string }> }) {
  const { locale: rawLocale, lines: id } = await params;
  const view = readCastId(id);
  if (!view || !(routing.locales as readonly string[]).includes(rawLocale)) return new Response('Not Found', { status: 404 });
  const locale = rawLocale as Locale;
  const t = await getTranslations({ locale, namespace: 'Casting' });
  const card = castCardText(view, locale, {
    present: t('ogPresent'),
    relating: t('ogChanging'),
    changing: view.reading.changing.length ? t('changingLines', { count: view.reading.changing.length, list: view.reading.changing.join(', ') }) : t('ogStill'),
  });
  const cast: CastLines = view.lines;
  const changing = cast.map(oldLineMark);
  const Side = ({ side, children }: { side: NonNullable<typeof card.relating>; children: React.ReactNode }) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 400 }}>
      <div style={{ display: 'flex', fontSize: 30, color: SEAL, marginBottom: 22 }}>{side.label}</div>
      {children}
      <div style={{ display: 'flex', alignItems: 'baseline', marginTop: 26, fontSize: 40 }}>
        <span style={{ color: SOFT, marginRight: 12 }}>{side.number}</span>
        <span style={{ marginRight: 12 }}>{side.chinese}</span>
        <span>{side.title}</span>
      </div>
    </div>
  );

  return new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', background: PAPER, color: INK, padding: '48px 64px', fontFamily: OG_FONT_FAMILY }}>
        <div style={{ display: 'flex', flex: 1, alignItems: 'center', justifyContent: 'center' }}>
          <Side side={card.present}>
            <Figure lines={cast.map(isYang)} marked={changing} moved={false} />
          </Side>
          {card.relating ? (
            <>
              <svg width="120" height="60" viewBox="0 0 120 60" style={{ margin: '0 20px' }}>
                <path d="M8 30 H100 M80 10 L104 30 L80 50" stroke={SEAL} strokeWidth="8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <Side side={card.relating}>
                <Figure lines={cast.map((v) => isYang(changedValue(v)))} marked={changing} moved />
              </Side>
            </>
          ) : null}
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', borderTop: `3px solid ${LINE}`, paddingTop: 22, fontSize: 30, color: SOFT }}>
          <span style={{ color: SEAL }}>{card.changing}</span>
          <span>{card.brand}</span>
        </div>
      </div>
    ),
    { ...size, fonts: await ogFonts(), headers: { 'Cache-Control': CAST_CARD_CACHE_CONTROL } },
  );
}
