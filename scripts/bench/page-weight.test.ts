import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { pageFontBytes } from './page-weight.mjs';

const project = mkdtempSync(join(tmpdir(), 'page-weight-'));
mkdirSync(join(project, 'public/fonts'), { recursive: true });
writeFileSync(join(project, 'public/fonts/a.woff2'), Buffer.alloc(1000));
writeFileSync(join(project, 'public/fonts/b.woff2'), Buffer.alloc(300));
writeFileSync(join(project, 'public/fonts/page.woff2'), Buffer.alloc(50));
const globalFaces = [
  { url: '/fonts/a.woff2', spans: [[0x4e00, 0x4e00]] }, // 一
  { url: '/fonts/b.woff2', spans: [[0x4e8c, 0x4e8c]] }, // 二
];
const bytes = (html: string) => (pageFontBytes(html, globalFaces, project) as { bytes: number }).bytes;

describe('worst-case font bytes of a page', () => {
  it('counts the slices whose characters the page shows, once each', () => {
    expect(bytes('<p>가나 abc</p>')).toBe(0);
    expect(bytes('<p>一一</p>')).toBe(1000);
    expect(bytes('<p>一</p><p>二</p>')).toBe(1300);
  });

  it('ignores text in scripts and styles', () => {
    expect(bytes('<script>self.push("一二")</script><p>x</p>')).toBe(0);
  });

  it('lets a face the page declares win over the global slices for its characters', () => {
    const style = "<style>@font-face{font-family:'X';src:url('/fonts/page.woff2') format('woff2');unicode-range:U+4E00,U+4E8C}</style>";
    expect(bytes(`${style}<p>一二</p>`)).toBe(50);
  });

  it('fails on a face whose file is missing', () => {
    const style = "<style>@font-face{src:url('/fonts/none.woff2');unicode-range:U+4E00}</style>";
    expect(() => bytes(`${style}<p>一</p>`)).toThrow(/not in public/);
  });
});
