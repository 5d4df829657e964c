import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { site } from '@/lib/config/site';
import { hexagrams } from '@/lib/iching/library';
import { fontCoverage } from '@/lib/fonts/cmap';
import { hexagramCardText, siteCardText } from './cards';
import { OG_FONT_FILES, ogFonts, ogFontsDraw } from './fonts';

const root = process.cwd();
const messages = (locale: string) =>
  JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8')) as {
    Iching: { topBar: string };
    Metadata: { title: string };
  };

/** Every character of `text` that no bundled card font draws. */
async function undrawn(text: string): Promise<string[]> {
  const covers = (await ogFonts()).map((f) => fontCoverage(f.data));
  return [...new Set(text.replace(/\s/g, ''))].filter((ch) => !covers.some((c) => c(ch.codePointAt(0)!)));
}

describe('the Open Graph card fonts (lib/og/fonts.ts)', () => {
  it('are the repo’s own files, read as TrueType or OpenType', async () => {
    const fonts = await ogFonts();
    expect(fonts.map((f) => f.name)).toEqual(OG_FONT_FILES.map((f) => f.name));
    for (const font of fonts) expect([0x00010000, 0x4f54544f]).toContain(font.data.readUInt32BE(0)); // TrueType or CFF OpenType ('OTTO'), not WOFF2
  });

  it('draw every character of all 128 hexagram cards and the site card, in ko and en', async () => {
    const texts: string[] = [];
    for (const locale of routing.locales) {
      const m = messages(locale);
      for (const h of hexagrams) {
        const card = hexagramCardText(h, locale, m.Iching.topBar);
        texts.push(card.eyebrow, card.title, card.names, card.product);
      }
      const siteCard = siteCardText(locale, m.Metadata.title.replace('{product}', site.productName[locale]));
      texts.push(siteCard.product, siteCard.title);
    }
    expect(texts).toHaveLength(routing.locales.length * (hexagrams.length * 4 + 2));
    const missing = await undrawn(texts.join(''));
    expect(missing.join(''), 'run scripts/make-og-fonts.py / make-hanja-fonts.py again').toBe('');
  });

  it('tell a character they cannot draw', async () => {
    expect(await ogFontsDraw('결 · 乾 Hexagram')).toBe(true);
    expect(await ogFontsDraw('똠')).toBe(false);
    expect(await ogFontsDraw('😀')).toBe(false);
    expect(await undrawn('가A똠')).toEqual(['똠']);
  });

  it('leave no source file reading a system font path', () => {
    // the generators (scripts/make-*-fonts.py) name Debian's paths as their input, and the font bench
    // (scripts/bench/font-bytes.mjs) points a test browser's fontconfig at DejaVu only; nothing else may
    const needle = ['/usr', 'share', 'fonts'].join('/');
    let hits = '';
    try {
      hits = execFileSync('git', ['grep', '-n', '-F', needle, '--', '.', ':!scripts/make-*-fonts.py', ':!scripts/bench/font-bytes.mjs', ':!*.md'], { cwd: root, encoding: 'utf8' });
    } catch (error) {
      // git grep exits 1 when nothing matches
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(hits).toBe('');
  });
});
