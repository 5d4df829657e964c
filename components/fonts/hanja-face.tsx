import faces from '@/lib/fonts/hanja-pages.json';

const byPage: Record<string, { file: string; range: string } | undefined> = faces;

/**
 * The hanja face made for one prerendered page (scripts/make-hanja-fonts.py): exactly the characters
 * the page shows, in one small file. Declared in the page, after the global slices of
 * app/hanja-fonts.css, so a browser without CJK fonts takes this face for them (of faces whose
 * unicode-range overlaps, the last declared wins) and fetches one file instead of several slices.
 * `page` is the path without the locale: '' for the home page, 'iching/1', 'report/iching'.
 */
export function HanjaFace({ page }: { page: string }) {
  const face = byPage[page];
  if (!face) return null;
  const css = `@font-face{font-family:'Gyeol Hanja';src:url('/fonts/hanja/${face.file}') format('woff2');font-display:swap;ascent-override:88%;descent-override:12%;line-gap-override:0%;unicode-range:${face.range}}`;
  return <style>{css}</style>;
}
