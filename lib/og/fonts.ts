import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fontCoverage, fontDraws } from '@/lib/fonts/cmap';

/**
 * The fonts every Open Graph card (next/og ImageResponse) draws with, shipped in the repo so that a
 * build or server renders the same PNGs on any host: no system font path is read, and next/og
 * never falls back to fetching glyphs from the network.
 *
 * - Gyeol Gothic Bold: Hangul (KS X 1001 + every syllable of our content), Latin, punctuation.
 *   A renamed subset of Nanum Gothic Bold (scripts/make-og-fonts.py).
 * - Gyeol Hanja Bold: the hexagram names' hanja, a subset of Noto Sans CJK KR Bold
 *   (scripts/make-hanja-fonts.py).
 * Both are OFL-1.1: lib/og/fonts/OFL.txt.
 */
interface OgFont {
  name: string;
  data: Buffer;
  weight: 700;
  style: 'normal';
}

const DIR = join(process.cwd(), 'lib/og/fonts');
export const OG_FONT_FILES = [
  { name: 'Gyeol Gothic', file: 'gyeol-gothic-bold.ttf' },
  { name: 'Gyeol Hanja', file: 'hanja-sans-bold.ttf' },
] as const;

/** The CSS font-family for a card's root element: Hangul/Latin first, then the hanja. */
export const OG_FONT_FAMILY = OG_FONT_FILES.map((f) => `"${f.name}"`).join(', ');

let loaded: Promise<OgFont[]> | undefined;

/** The card fonts, read once per process. Pass the result as ImageResponse's `fonts` option. */
export function ogFonts(): Promise<OgFont[]> {
  loaded ??= Promise.all(
    OG_FONT_FILES.map(async ({ name, file }) => ({
      name,
      data: await readFile(join(DIR, file)),
      weight: 700 as const,
      style: 'normal' as const,
    })),
  ).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** Whether the card fonts together draw every character of `text` (spaces and controls aside). */
export async function ogFontsDraw(text: string): Promise<boolean> {
  const covers = (await ogFonts()).map((f) => fontCoverage(f.data));
  return fontDraws((codePoint) => covers.some((c) => c(codePoint)), text);
}

/**
 * `text` with every character the card fonts cannot draw left out (a rare syllable or an emoji a
 * person typed), so next/og never reaches for a fallback font over the network.
 */
let coverage: Promise<((codePoint: number) => boolean)[]> | undefined;
export async function keepDrawable(text: string): Promise<string> {
  coverage ??= ogFonts().then((fonts) => fonts.map((f) => fontCoverage(f.data)));
  const covers = await coverage;
  return [...text]
    .filter((ch) => /\s/.test(ch) || covers.some((c) => c(ch.codePointAt(0) ?? 0)))
    .join('')
    .replace(/\(\s*\)/g, '') // brackets whose hanja the fonts lack: "금(金)" → "금"
    .replace(/\s+/g, ' ')
    .trim();
}
