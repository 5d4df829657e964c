import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontCoverage, fontDraws } from './cmap';
import subset from './hanja-subset.json';

const root = process.cwd();
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/g;
const read = (dir: string, ext: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => readFileSync(join(root, dir, f), 'utf8'))
    .join('\n');

describe('the shipped hanja fonts (scripts/make-hanja-fonts.py)', () => {
  it('hold every CJK character of the library text, so none can fall back to an empty box', () => {
    const text = [
      read('content/iching/reference', '.json'),
      read('content/iching/text', '.json'),
      read('content/korea', '.ts'),
      read('messages', '.json'),
    ].join('\n');
    const missing = [...new Set(text.match(CJK) ?? [])].filter((ch) => !subset.serif.includes(ch));
    expect(missing.join(''), 'run scripts/make-hanja-fonts.py again').toBe('');
    expect(existsSync(join(root, 'public/fonts/hanja-serif.woff2'))).toBe(true);
  });

  it('draw every hexagram name on the Open Graph cards', () => {
    const facts = JSON.parse(readFileSync(join(root, 'content/iching/reference/hexagrams.json'), 'utf8')) as {
      korean_name_hanja: string;
      chinese_full_name: string;
    }[];
    const covers = fontCoverage(readFileSync(join(root, 'lib/og/fonts/hanja-sans-bold.ttf')));
    for (const h of facts) {
      expect(fontDraws(covers, h.korean_name_hanja), h.korean_name_hanja).toBe(true);
      expect(fontDraws(covers, h.chinese_full_name), h.chinese_full_name).toBe(true);
    }
  });
});
