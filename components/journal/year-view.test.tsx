import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hexagrams } from '@/lib/iching/library';
import type { JournalEntry } from '@/lib/journal/store';
import type { YearSummary } from '@/lib/journal/year';
import { buildYearModel, mergeNotes, quoteQueries, YearView } from './year-view';
import type { HexagramLabel, TrigramLabel } from './reading-table';

const table: HexagramLabel[] = hexagrams.map((h) => ({ number: h.number, name: h.name.en, chinese: h.chineseName, pattern: h.pattern, lower: h.lower.key, upper: h.upper.key }));
const trigrams: TrigramLabel[] = [...new Map(hexagrams.flatMap((h) => [h.lower, h.upper]).map((t) => [t.key, { key: t.key, label: t.key, pattern: t.pattern }])).values()];
const note = (id: string, hexagram: number | null, text: string): JournalEntry => ({
  id,
  subject: { kind: 'cast', id: '999999' },
  hexagram,
  text,
  followUps: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  followUpDue: null,
});
const summary: YearSummary = {
  year: 2026,
  entries: 4,
  hexagrams: [
    { id: 1, count: 3 },
    { id: 22, count: 1 },
  ],
  elements: { wood: 0, fire: 1, earth: 1, metal: 6, water: 0 },
  categories: { love: 0, career: 2, health: 0, finance: 0, personal: 0, family: 0, decision: 0, general: 0 },
  recurringLines: [{ hexagram: 1, line: 5, count: 2 }],
};
const notes = [note('a', 1, 'Push on.'), note('b', 1, 'Still pushing.'), note('c', 1, 'A third on 1.'), note('d', null, 'A quiz note.')];
const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`;
const Link = ({ href, className, children }: { href: string; className?: string; children: ReactNode }) => (
  <a href={`/en${href}`} className={className}>
    {children}
  </a>
);

describe('the year looked back on', () => {
  it('counts trigrams from the hexagrams, quotes at most two notes beside each hexagram and lists the rest', () => {
    const model = buildYearModel(summary, notes, table, trigrams, [
      { id: 'career', label: 'Career' },
      { id: 'love', label: 'Love' },
    ]);
    expect(model.readings).toBe(4);
    expect(model.trigrams[0]).toMatchObject({ trigram: { key: 'heaven' }, count: 6 });
    expect(Object.fromEntries(model.trigrams.map((x) => [x.trigram.key, x.count]))).toEqual({ heaven: 6, fire: 1, mountain: 1 });
    expect(model.hexagrams[0]!.quotes.map((q) => q.id)).toEqual(['a', 'b']);
    expect(model.otherNotes.map((q) => q.id)).toEqual(['c', 'd']);
    expect(model.categories).toEqual([{ id: 'career', label: 'Career', count: 2 }]);
    expect(model.lines).toMatchObject([{ hexagram: { number: 1 }, line: 5, count: 2 }]);
  });

  it('draws the elements as an SVG hidden from screen readers, who get the same figures as a table; colours are theme variables', () => {
    const model = buildYearModel(summary, notes, table, trigrams, []);
    const html = renderToStaticMarkup(
      <YearView model={model} t={t} hexagramName={(h) => `${h.number}. ${h.name}`} elementName={(id) => `el-${id}`} formatDate={(iso) => iso.slice(0, 10)} Link={Link} />,
    );
    const svg = /<svg[^>]*data-testid="element-chart"[^>]*>/.exec(html)![0];
    expect(svg).toContain('aria-hidden="true"');
    const rows = [...html.matchAll(/<tr><th scope="row">(el-\w+)<\/th><td>(\d+)<\/td><\/tr>/g)].map((m) => [m[1], Number(m[2])]);
    expect(rows).toEqual([
      ['el-wood', 0],
      ['el-fire', 1],
      ['el-earth', 1],
      ['el-metal', 6],
      ['el-water', 0],
    ]);
    expect(html).toContain('<caption>chartLabel{&quot;year&quot;:2026}</caption>');
    // no fixed colour in the chart: it follows the night theme
    expect(svg + html.slice(html.indexOf(svg), html.indexOf('</svg>'))).not.toMatch(/fill="#|stroke="#/);
    expect(html).toContain('fill-seal'); // fire's bar; wood has none at 0
    expect(html).toContain('Push on.');
  });

  it('quotes the start of a long note only, so the page stays light however long the notes are', () => {
    const long = note('x', 1, '가'.repeat(10_000));
    const model = buildYearModel(summary, [long, { ...long, id: 'y', hexagram: null }], table, trigrams, []);
    for (const q of [model.hexagrams[0]!.quotes[0]!, model.otherNotes[0]!]) {
      expect(Array.from(q.text)).toHaveLength(281);
      expect(q.text.endsWith('…')).toBe(true);
    }
  });

  it('for a heavy writer quotes a few notes and links to the journal filtered by the year for all of them', () => {
    const heavy: YearSummary = { ...summary, entries: 1000, hexagrams: Array.from({ length: 64 }, (_, i) => ({ id: i + 1, count: 64 - i })) };
    const read = Array.from({ length: 60 }, (_, i) => note(`n${i}`, (i % 8) + 1, `note ${i} `.repeat(50)));
    const html = renderToStaticMarkup(
      <YearView model={buildYearModel(heavy, read, table, trigrams, [])} t={t} hexagramName={(h) => h.name} elementName={(id) => id} formatDate={(iso) => iso} Link={Link} />,
    );
    // two beside each of the six hexagrams drawn most, and six more of the newest
    expect(html.match(/<blockquote/g)).toHaveLength(18);
    expect(html).toContain('<a href="/en/journal?year=2026"');
    expect(html).toContain('allNotes{&quot;year&quot;:2026,&quot;count&quot;:1000}');
  });

  it('asks for the newest notes and the newest two under each of the six hexagrams drawn most, and quotes those beside their hexagram however old', () => {
    const heavy: YearSummary = { ...summary, entries: 1000, hexagrams: Array.from({ length: 64 }, (_, i) => ({ id: i + 1, count: 64 - i })) };
    expect(quoteQueries(heavy)).toEqual([
      { year: '2026', limit: '18' },
      ...[1, 2, 3, 4, 5, 6].map((h) => ({ year: '2026', hexagram: String(h), limit: '2' })),
    ]);
    // the newest notes are all under hexagram 40; hexagram 1's notes are from March
    const newest = Array.from({ length: 18 }, (_, i) => ({ ...note(`new${i}`, 40, `new ${i}`), createdAt: `2026-11-${String(28 - i).padStart(2, '0')}T00:00:00.000Z` }));
    const underFirst = [note('old1', 1, 'From March.'), { ...note('old0', 1, 'From February.'), createdAt: '2026-02-01T00:00:00.000Z' }];
    const merged = mergeNotes([newest, underFirst, [newest[0]!]]);
    expect(merged).toHaveLength(20);
    expect(merged.map((n) => n.id).slice(-3)).toEqual(['new17', 'old1', 'old0']);
    const model = buildYearModel(heavy, merged, table, trigrams, []);
    expect(model.hexagrams[0]!.quotes.map((q) => q.text)).toEqual(['From March.', 'From February.']);
    expect(model.otherNotes.map((n) => n.id)).toEqual(['new0', 'new1', 'new2', 'new3', 'new4', 'new5']);
  });

  it('links to the year\'s notes when every note is quoted beside a hexagram, and not at all in a year without notes', () => {
    const quoted = buildYearModel({ ...summary, entries: 2 }, [note('a', 1, 'One.'), note('b', 1, 'Two.')], table, trigrams, []);
    expect(quoted.otherNotes).toEqual([]);
    const html = renderToStaticMarkup(<YearView model={quoted} t={t} hexagramName={(h) => h.name} elementName={(id) => id} formatDate={(iso) => iso} Link={Link} />);
    expect(html).toContain('href="/en/journal?year=2026"');
    const none = buildYearModel({ ...summary, entries: 0 }, [], table, trigrams, []);
    expect(renderToStaticMarkup(<YearView model={none} t={t} hexagramName={(h) => h.name} elementName={(id) => id} formatDate={(iso) => iso} Link={Link} />)).not.toContain('/journal?year=');
  });

  it('shows the eight changing lines that recurred most, however many did', () => {
    const many = { ...summary, recurringLines: Array.from({ length: 300 }, (_, i) => ({ hexagram: (i % 64) + 1, line: (i % 6) + 1, count: 300 - i })) };
    const model = buildYearModel(many, [], table, trigrams, []);
    expect(model.lines.map((l) => l.count)).toEqual([300, 299, 298, 297, 296, 295, 294, 293]);
  });

  it('says so when the year holds nothing', () => {
    const empty = buildYearModel({ ...summary, entries: 0, hexagrams: [], recurringLines: [], elements: { wood: 0, fire: 0, earth: 0, metal: 0, water: 0 } }, [], table, trigrams, []);
    const html = renderToStaticMarkup(<YearView model={empty} t={t} hexagramName={() => ''} elementName={() => ''} formatDate={() => ''} Link={Link} />);
    expect(html).toContain('nothing');
    expect(html).not.toContain('element-chart');
  });
});
