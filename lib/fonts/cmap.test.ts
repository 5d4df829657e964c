import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontCoverage, fontDraws } from './cmap';

const NANUM = '/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf';
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

describe.skipIf(!existsSync(NANUM) || !existsSync(DEJAVU))('fontCoverage', () => {
  it('reads which characters a font draws', () => {
    const nanum = fontCoverage(readFileSync(NANUM));
    expect(fontDraws(nanum, '중천건 重天乾 Hexagram 1')).toBe(true);
    expect(fontDraws(nanum, '山雷頤')).toBe(false); // 頤 is not in Nanum Gothic
    const dejavu = fontCoverage(readFileSync(DEJAVU));
    expect(fontDraws(dejavu, 'The Creative ☰☷')).toBe(true);
    expect(fontDraws(dejavu, '중천건')).toBe(false);
  });

  it('draws nothing from a file that is not a font', () => {
    const covers = fontCoverage(new Uint8Array(64));
    expect(covers('A'.codePointAt(0)!)).toBe(false);
  });
});
