import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { site } from '@/content/site/site';
import { routing, type Locale } from '@/i18n/routing';
import { fontCoverage, fontDraws } from '@/lib/fonts/cmap';
import { getHexagram, hexagrams } from '@/lib/iching/library';
import { OG_IMAGE_SIZE } from './og-image-size';

// One card per hexagram and locale, drawn at build time (128 PNGs); any other id is a 404.
export const size = OG_IMAGE_SIZE;
export const contentType = 'image/png';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => hexagrams.map((h) => ({ locale, id: String(h.number) })));
}

// Hangul from Debian's fonts-nanum (installed by npm test / npm start), the hexagram names' hanja
// from our own subset of Noto Sans CJK KR (public/fonts, scripts/make-hanja-fonts.py). Without
// Nanum the card keeps to what the built-in Latin font draws: figure, number, pinyin, English title.
const NANUM = '/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf';
const HANJA = join(process.cwd(), 'public/fonts/hanja-sans-bold.ttf');

interface LoadedFont {
  name: string;
  data: Buffer;
  covers: (codePoint: number) => boolean;
}
const load = (name: string, path: string): Promise<LoadedFont | null> =>
  readFile(path).then(
    (data) => ({ name, data, covers: fontCoverage(data) }),
    () => null,
  );
let fonts: Promise<[LoadedFont | null, LoadedFont | null]> | undefined;
const loadFonts = () => (fonts ??= Promise.all([load('Nanum', NANUM), load('Hanja', HANJA)]));

const INK = '#1f1d1a';
const PAPER = '#faf7f0';
const SEAL = '#a23b2a';
const SOFT = '#57524a';

export default async function Image({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: rawLocale, id } = await params;
  const locale: Locale = rawLocale === 'en' ? 'en' : 'ko';
  const h = getHexagram(Number(id));
  if (!h) return new Response('Not Found', { status: 404 });
  const [nanum, hanja] = await loadFonts();
  const withHangul = nanum !== null;
  const available = [nanum, hanja].filter((f): f is LoadedFont => f !== null);
  const draws = (text: string) => fontDraws((codePoint) => available.some((f) => f.covers(codePoint)), text);
  const text = h.text[withHangul ? locale : 'en'];
  const eyebrow = locale === 'ko' && withHangul ? `제${h.number}괘` : `Hexagram ${h.number}`;
  // hanja that no loaded font draws are left out rather than drawn as empty boxes
  const names =
    locale === 'en'
      ? draws(h.koreanNameHanja) ? `${h.koreanNameHanja}  ${h.koreanNameRomanized}` : h.koreanNameRomanized
      : withHangul
        ? draws(h.koreanNameHanja) ? `${h.koreanName}  ${h.koreanNameHanja}` : h.koreanName
        : h.pinyin.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const shelf = await getTranslations({ locale: withHangul ? locale : 'en', namespace: 'Iching' });
  const product = `${withHangul ? site.productName[locale] : site.productName.en} · ${shelf('topBar')}`;

  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: PAPER, color: INK, padding: 72, fontFamily: available.map((f) => f.name).join(', ') || undefined }}>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 26, width: 330, marginRight: 72 }}>
          {[6, 5, 4, 3, 2, 1].map((position) =>
            h.pattern[position - 1] === '1' ? (
              <div key={position} style={{ display: 'flex', height: 46, background: INK, borderRadius: 6 }} />
            ) : (
              <div key={position} style={{ display: 'flex', height: 46, justifyContent: 'space-between' }}>
                <div style={{ display: 'flex', width: 140, background: INK, borderRadius: 6 }} />
                <div style={{ display: 'flex', width: 140, background: INK, borderRadius: 6 }} />
              </div>
            ),
          )}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, borderLeft: '3px solid #e2dacb', paddingLeft: 64 }}>
          <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flex: 1 }}>
            <div style={{ display: 'flex', fontSize: 40, color: SEAL }}>{eyebrow}</div>
            <div style={{ display: 'flex', fontSize: text.title.length > 18 ? 64 : 80, lineHeight: 1.15, marginTop: 18 }}>{text.title}</div>
            <div style={{ display: 'flex', fontSize: 44, color: SOFT, marginTop: 28 }}>{names}</div>
          </div>
          <div style={{ display: 'flex', fontSize: 30, color: SOFT }}>{product}</div>
        </div>
      </div>
    ),
    {
      ...size,
      ...(available.length > 0 ? { fonts: available.map((f) => ({ name: f.name, data: f.data, weight: 700 as const, style: 'normal' as const })) } : {}),
    },
  );
}
