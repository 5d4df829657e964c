// What each prerendered page weighs: its HTML bytes, and the web-font bytes a browser with no CJK
// font at all would download for it (the worst case). Deterministic: read from the build, no browser.
//
// Fonts: the @font-face rules of the built CSS (.next/static), then those a page declares itself in
// a <style> (components/fonts/hanja-face.tsx), in that order. For each character of the page's text
// (outside <script> and <style>), the last declared face whose unicode-range holds it is the one a
// browser fetches; the page's font bytes are the sizes of those files in public/.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const FACE = /@font-face\s*\{([^}]*)\}/g;

function parseFaces(css) {
  const faces = [];
  for (const [, body] of css.matchAll(FACE)) {
    const url = /url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(body)?.[1];
    const range = /unicode-range\s*:\s*([^;]+)/.exec(body)?.[1];
    if (!url) continue;
    const spans = range
      ? range.split(',').map((part) => {
          const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
          return [parseInt(from, 16), parseInt(to ?? from, 16)];
        })
      : [[0, 0x10ffff]];
    faces.push({ url, spans });
  }
  return faces;
}

const covers = (face, codePoint) => face.spans.some(([from, to]) => codePoint >= from && codePoint <= to);

function walk(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, found);
    else found.push(path);
  }
  return found;
}

/** The global faces, from the built CSS. */
export function builtFaces(projectDir = process.cwd()) {
  const cssDir = join(projectDir, '.next/static');
  return walk(cssDir)
    .filter((path) => path.endsWith('.css'))
    .sort()
    .flatMap((path) => parseFaces(readFileSync(path, 'utf8')));
}

/** Worst-case font bytes of one page's HTML, given the global faces. */
export function pageFontBytes(html, globalFaces, projectDir = process.cwd()) {
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].flatMap(([, css]) => parseFaces(css));
  const faces = [...globalFaces, ...inline];
  const text = html.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, '');
  const files = new Set();
  for (const ch of new Set(text)) {
    const codePoint = ch.codePointAt(0);
    for (let i = faces.length - 1; i >= 0; i--) {
      if (covers(faces[i], codePoint)) {
        files.add(faces[i].url);
        break;
      }
    }
  }
  let bytes = 0;
  for (const url of files) {
    const file = join(projectDir, 'public', url.replace(/^\//, ''));
    if (!existsSync(file)) throw new Error(`a font face points at ${url}, which is not in public/`);
    bytes += statSync(file).size;
  }
  return { bytes, files: files.size };
}

/** Every prerendered page of the app: its path, HTML bytes and worst-case font bytes. */
export function pageWeights(projectDir = process.cwd()) {
  const appDir = join(projectDir, '.next/server/app');
  const globalFaces = builtFaces(projectDir);
  return walk(appDir)
    .filter((path) => path.endsWith('.html'))
    .map((path) => {
      const rel = relative(appDir, path).replace(/\.html$/, '');
      if (!/^(ko|en)(\/|$)/.test(rel)) return null; // _not-found, _global-error
      const page = rel.replace(/^ko(\/|$)/, '/').replace(/^en(\/|$)/, '/en/').replace(/\/$/, '') || '/';
      const html = readFileSync(path, 'utf8');
      const font = pageFontBytes(html, globalFaces, projectDir);
      return { page, htmlBytes: Buffer.byteLength(html), fontBytes: font.bytes, fontFiles: font.files };
    })
    .filter((entry) => entry !== null)
    .sort((a, b) => a.page.localeCompare(b.page));
}
