import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontCoverage, fontDraws } from './cmap';

// The repo's own fonts, so this runs on any host (no system font is read).
const GOTHIC = join(process.cwd(), 'lib/og/fonts/gyeol-gothic-bold.ttf');
const HANJA = join(process.cwd(), 'lib/og/fonts/hanja-sans-bold.ttf');

describe('fontCoverage', () => {
  it('reads which characters a font draws', () => {
    const gothic = fontCoverage(readFileSync(GOTHIC));
    expect(fontDraws(gothic, '중천건 Hexagram 1 · “Yes”')).toBe(true);
    expect(fontDraws(gothic, '山雷頤')).toBe(false);
    expect(fontDraws(gothic, '똠')).toBe(false); // a syllable outside KS X 1001 and our content
    const hanja = fontCoverage(readFileSync(HANJA));
    expect(fontDraws(hanja, '山雷頤')).toBe(true);
    expect(fontDraws(hanja, '중천건')).toBe(false);
  });

  it('draws nothing from a file that is not a font', () => {
    const covers = fontCoverage(new Uint8Array(64));
    expect(covers('A'.codePointAt(0)!)).toBe(false);
  });
});
