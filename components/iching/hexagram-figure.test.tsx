import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineGlyph } from '@/components/casting/line-glyph';
import { ReportSkeleton } from '@/components/report/report-skeleton';
import { OLD_LINE_MARK } from '@/lib/iching/lines';
import { HexagramFigure } from './hexagram-figure';

const marks = (html: string) => [...html.matchAll(/<text[^>]*data-mark="(\d)"[^>]*>([^<]*)<\/text>/g)].map((m) => [Number(m[1]), m[2]]);

describe('one mark for an old line, wherever a line is drawn', () => {
  it('the figure marks old yang ○ and old yin × at the changing lines, from the top line down', () => {
    // 101001 bottom to top: line 1 yang, line 2 yin, line 3 yang, line 6 yang
    const html = renderToStaticMarkup(<HexagramFigure pattern="101001" changing={[1, 2, 6]} label="x" />);
    expect(marks(html)).toEqual([[9, '○'], [6, '×'], [9, '○']]);
    expect(html.match(/class="fill-seal"/g)).toHaveLength(3);
  });

  it('no mark without changing lines, nor on a relating hexagram (its lines have turned: colour only)', () => {
    expect(marks(renderToStaticMarkup(<HexagramFigure pattern="101001" />))).toEqual([]);
    const moved = renderToStaticMarkup(<HexagramFigure pattern="101001" changing={[1, 2]} moved />);
    expect(marks(moved)).toEqual([]);
    expect(moved.match(/class="fill-seal"/g)).toHaveLength(2);
  });

  it('the casting screen’s line glyph carries the same marks', () => {
    expect(renderToStaticMarkup(<LineGlyph value={6} />)).toContain(`>${OLD_LINE_MARK[6]}<`);
    expect(renderToStaticMarkup(<LineGlyph value={9} />)).toContain(`>${OLD_LINE_MARK[9]}<`);
    expect(renderToStaticMarkup(<LineGlyph value={7} />)).not.toMatch(/[○×]/u);
  });
});

describe('the report skeleton', () => {
  it('is busy, says what happens in a status, draws the report’s sections and a six-line casting figure', () => {
    const html = renderToStaticMarkup(<ReportSkeleton status="괘를 뽑고 풀이를 쓰는 중…" sections={5} intro />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/role="status"><h2[^>]*>괘를 뽑고 풀이를 쓰는 중…<\/h2>/u);
    expect(html.match(/border-t border-line/g)).toHaveLength(5);
    expect(html).toContain('class="casting-figure"');
    expect(html.match(/<g /g)).toHaveLength(6);
    expect(html).not.toContain('<textarea');
  });
});
