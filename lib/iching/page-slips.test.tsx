/**
 * Slips a careful reader notices on the library's pages: no pinyin shown on any page (the README's
 * no-pinyin rule: hanja, Korean names and the Revised Romanization only; pinyin stays a search key),
 * today's hexagram marks its line with its own sign (× is the casting screen's changing yin line),
 * and no made-up reading among the search variants (화산여행 is not a name of 56).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { hexagrams } from './library';
import { OLD_LINE_MARK, READ_LINE_MARK } from './lines';
import { normaliseForSearch, searchHexagrams } from './search';
import { buildSearchIndex } from './search-index';

const ROOT = join(__dirname, '..', '..');

/** The page files that render something (components and routes), tests left out. */
const pageFiles = ['components', 'app'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx$/u.test(e.name) && !/\.test\.tsx$/u.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name))),
);

/** Where a page file reads a hexagram's pinyin (`h.pinyin`, `facts.pinyin_ascii` …). */
function pinyinReads(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && /^pinyin/u.test(node.name.text)) out.push(node.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('no pinyin on any page', () => {
  it('no component or route shows a hexagram’s pinyin', () => {
    expect(pageFiles.length).toBeGreaterThan(50);
    expect(pageFiles).toContain('components/iching/hexagram-detail.tsx');
    expect(pageFiles.flatMap((path) => pinyinReads(path).map((read) => `${path}: ${read}`))).toEqual([]);
  });

  it('the search hints give no pinyin as an example, and the examples they give are found', () => {
    const pinyin = new Set(hexagrams.map((h) => normaliseForSearch(h.pinyin)));
    for (const [locale, hint] of [['ko', ko.Iching.searchHint], ['en', en.Iching.searchHint]] as const) {
      const examples = hint.replace(/^[^:]*:\s*/u, '').split(/,\s*/u);
      expect(examples.length, locale).toBeGreaterThan(3);
      for (const example of examples) {
        expect(pinyin.has(normaliseForSearch(example)), `${locale}: ${example}`).toBe(false);
        expect(searchHexagrams(buildSearchIndex(locale), example).length, `${locale}: ${example}`).toBeGreaterThan(0);
      }
    }
    expect(searchHexagrams(buildSearchIndex('en'), 'Hyeok')[0]?.number).toBe(49);
  });
});

describe('today’s hexagram marks its line with its own sign', () => {
  it('a line to read is marked ◆ in the seal colour, never ○ or ×', () => {
    expect(Object.values(OLD_LINE_MARK)).not.toContain(READ_LINE_MARK);
    for (const line of [1, 2]) {
      // 101001 bottom to top: line 1 yang, line 2 yin
      const html = renderToStaticMarkup(<HexagramFigure pattern="101001" changing={[line]} read label="x" />);
      expect(html).toContain(`data-mark="read">${READ_LINE_MARK}</text>`);
      expect(html).not.toContain('×');
      expect(html).not.toContain('○');
    }
  });

  it('the today page draws its figure as a line to read', () => {
    const source = readFileSync(join(ROOT, 'components/iching/today-hexagram.tsx'), 'utf8');
    expect(source).toMatch(/<HexagramFigure[^>]*changing=\{\[reading\.line\]\}\s+read\b/u);
  });
});

describe('the search variants are real names', () => {
  it('56 (火山旅, 화산려/화산여) has no made-up variant such as 화산여행', () => {
    const entry = buildSearchIndex('ko').find((e) => e.number === 56);
    expect(entry?.keys).toContain(normaliseForSearch('화산려'));
    expect(entry?.keys).not.toContain(normaliseForSearch('화산여행'));
    expect(searchHexagrams(buildSearchIndex('ko'), '화산여행').map((e) => e.number)).not.toContain(56);
  });
});
