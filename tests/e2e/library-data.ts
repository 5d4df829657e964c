import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The facts the library tests check the pages against, read straight from the content files. */
export interface HexagramFacts {
  number: number;
  pattern: string; // bottom to top
  /** the short display name (grid cells, list rows, casting labels) */
  ko: string;
  en: string;
  /** the library's long English title, where the spec gives one: the detail page's heading */
  enTitle: string;
}

const root = process.cwd();
const facts = JSON.parse(readFileSync(join(root, 'content/iching/reference/hexagrams.json'), 'utf8')) as {
  number: number;
  lines_bottom_to_top: string;
}[];

const names = JSON.parse(readFileSync(join(root, 'content/iching/names.json'), 'utf8')) as {
  number: number;
  ko: string;
  en: string;
  enLong?: string;
}[];

export const HEXAGRAMS: HexagramFacts[] = facts.map((h) => {
  const name = names[h.number - 1]!;
  return { number: h.number, pattern: h.lines_bottom_to_top, ko: name.ko, en: name.en, enTitle: name.enLong ?? name.en };
});

export const WEBVIEW_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
