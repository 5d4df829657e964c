import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The facts the library tests check the pages against, read straight from the content files. */
export interface HexagramFacts {
  number: number;
  pattern: string; // bottom to top
  ko: string;
  en: string;
}

const root = process.cwd();
const facts = JSON.parse(readFileSync(join(root, 'content/iching/reference/hexagrams.json'), 'utf8')) as {
  number: number;
  lines_bottom_to_top: string;
}[];

export const HEXAGRAMS: HexagramFacts[] = facts.map((h) => {
  const text = JSON.parse(readFileSync(join(root, `content/iching/text/${String(h.number).padStart(2, '0')}.json`), 'utf8')) as {
    ko: { title: string };
    en: { title: string };
  };
  return { number: h.number, pattern: h.lines_bottom_to_top, ko: text.ko.title, en: text.en.title };
});

export const WEBVIEW_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
