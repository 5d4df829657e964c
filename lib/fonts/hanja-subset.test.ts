import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontCoverage, fontDraws } from './cmap';
import pageFaces from './hanja-pages.json';
import sources from './hanja-sources.json';
import subset from './hanja-subset.json';

const root = process.cwd();
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/g;
/** Every file a pattern of lib/fonts/hanja-sources.json names (a folder, recursive or not, and an ending); tests left out. */
function sourceFiles(pattern: string): string[] {
  const [, dir, deep, ext] = /^(.*?)\/(\*\*\/)?\*(\.[a-z]+)$/.exec(pattern) ?? [];
  if (!dir || !ext) throw new Error(`unsupported pattern ${pattern}`);
  return readdirSync(join(root, dir), { recursive: Boolean(deep), encoding: 'utf8' })
    .filter((f) => f.endsWith(ext) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(root, dir, f));
}

/** The @font-face rules of app/hanja-fonts.css: file and the code points of its unicode-range. */
function cssFaces(): { file: string; points: Set<number> }[] {
  const css = readFileSync(join(root, 'app/hanja-fonts.css'), 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
    file: /url\('\/fonts\/hanja\/([^']+)'\)/.exec(body ?? '')?.[1] ?? '',
    points: rangePoints(/unicode-range:\s*([^;]+);/.exec(body ?? '')?.[1] ?? ''),
  }));
}

function rangePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/, '').split('-');
    if (!from) continue;
    for (let p = parseInt(from, 16); p <= parseInt(to ?? from, 16); p++) points.add(p);
  }
  return points;
}

describe('the shipped hanja fonts (scripts/make-hanja-fonts.py)', () => {
  it('hold every CJK character of the text users can see (content, messages, lib, components) in some slice, so none can fall back to an empty box', () => {
    const unseen = new Set(sources.unseen.map((path) => join(root, path)));
    const text = sources.patterns
      .flatMap(sourceFiles)
      .filter((file) => !unseen.has(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const sliced = new Set(subset.serifSlices.join(''));
    const missing = [...new Set(text.match(CJK) ?? [])].filter((ch) => !sliced.has(ch));
    expect(missing.join(''), 'run scripts/make-hanja-fonts.py again').toBe('');
    expect([...sliced].sort().join('')).toBe(subset.serif);
  });

  it('declare each slice with exactly the characters its file draws, and no character twice', () => {
    const faces = cssFaces();
    expect(faces).toHaveLength(subset.serifSlices.length);
    const seen = new Set<number>();
    faces.forEach((face, index) => {
      const chars = subset.serifSlices[index] ?? '';
      expect([...face.points].sort((a, b) => a - b)).toEqual([...chars].map((c) => c.codePointAt(0)!).sort((a, b) => a - b));
      const covers = fontCoverage(readFileSync(join(root, 'public/fonts/hanja', face.file)));
      expect(fontDraws(covers, chars), face.file).toBe(true);
      for (const p of face.points) {
        expect(seen.has(p), `U+${p.toString(16)} in two slices`).toBe(false);
        seen.add(p);
      }
    });
  });

  it('give each page face a file that draws its whole range', () => {
    const faces = Object.entries(pageFaces as Record<string, { file: string; range: string }>);
    expect(faces.length).toBeGreaterThan(64); // the 64 readings and the library pages
    for (const [page, face] of faces) {
      const path = join(root, 'public/fonts/hanja', face.file);
      expect(existsSync(path), page).toBe(true);
      const covers = fontCoverage(readFileSync(path));
      for (const p of rangePoints(face.range)) expect(covers(p), `${page} U+${p.toString(16)}`).toBe(true);
    }
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
