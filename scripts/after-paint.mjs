// After `next build`: the framework's start-up chunks (the build manifest's rootMainFiles: Next's
// client runtime, React DOM, Turbopack's runtime, ≈ 130 kB gzip) are fetched after the page's first
// paint instead of beside its stylesheet. Next writes them into every page as `<script async>` in
// <head>; they never block the parser, but on a phone's link their bytes share the bandwidth with
// the HTML's stylesheet and fonts, and Lighthouse counts every script that finished downloading
// before the largest paint as part of that paint (its simulator cannot see that a 2 ms evaluation
// came later): LCP 1.4–1.9 s with them beside the stylesheet, the first paint's 1.0–1.1 s without.
//
// How: rootMainFiles becomes one small loader chunk (written here, named by its content), so every
// page Next renders, at build time or on request, preloads and runs that loader instead. The loader
// appends the real chunks once the page has shown its first content: when the browser reports the
// first-contentful-paint entry (in a task of its own, once the frame is on screen; no timer, so a
// page under a test's paused clock hydrates too), after two animation frames where Paint Timing is
// missing, at once when the page is hidden (a background tab, a prerender), and after FALLBACK_MS
// whatever happens. The pages already prerendered by `next build` are rewritten to the tags Next
// renders with the new manifest. Hydration starts a paint later; a tap before it is kept
// (lib/hydration/early-taps.ts).
//
// Run by scripts/build.mjs after every build; idempotent. NEXT_DIST_DIR selects the build, as for next.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOADER_PREFIX = 'static/chunks/after-paint-';
/** A page that never paints text or an image (no first contentful paint) still starts after this. */
export const FALLBACK_MS = 3000;

/**
 * The loader: the chunks' names (relative to its own folder) are baked in; the folder and query are
 * its own, exactly as its src attribute has them (Turbopack's runtime knows a chunk by that attribute).
 */
export function loaderSource(files) {
  const names = files.map((file) => file.replace(/^static\/chunks\//, ''));
  return `(function(){var s=document.currentScript,a=s&&s.getAttribute('src')||'/_next/static/chunks/',i=a.indexOf('?'),q=i<0?'':a.slice(i),b=a.slice(0,a.lastIndexOf('/',i<0?a.length:i)+1),f=${JSON.stringify(names)},d=0;function l(){if(d)return;d=1;f.forEach(function(n){var e=document.createElement('script');e.src=b+n+q;e.async=true;document.head.appendChild(e)})}if(document.visibilityState==='hidden')return l();setTimeout(l,${FALLBACK_MS});var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();l()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(l)})})();\n`;
}

/** The chunk names a loader's source fetches (what loaderSource baked in). */
export function loaderChunks(source) {
  return JSON.parse(source.match(/f=(\[[^\]]*\])/)[1]);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `<script src="…/_next/FILE[?query]" async=""></script>` as React renders a bootstrap or preinit script. */
const scriptTag = (file) => new RegExp(`<script src="([^"]*/_next/)${escape(file)}(\\?[^"]*)?" async=""></script>`, 'g');
const preloadTag = (file) => new RegExp(`<link rel="preload" as="script" fetchPriority="low" href="([^"]*/_next/)${escape(file)}(\\?[^"]*)?"/>`, 'g');

/**
 * One prerendered page with the loader in place of the framework's tags: its preload and bootstrap
 * script for the first file, nothing for the others. Throws when a tag is not where Next puts it
 * (a Next upgrade that renders them differently must not pass silently).
 */
export function rewritePage(html, files, loader) {
  const [bootstrap, ...rest] = files;
  const count = (pattern) => html.match(pattern)?.length ?? 0;
  if (count(preloadTag(bootstrap)) !== 1 || count(scriptTag(bootstrap)) !== 1 || rest.some((file) => count(scriptTag(file)) !== 1)) {
    throw new Error(`a prerendered page does not load ${files.join(', ')} the way after-paint.mjs expects`);
  }
  let out = html
    .replace(preloadTag(bootstrap), (_, base, query = '') => `<link rel="preload" as="script" fetchPriority="low" href="${base}${loader}${query}"/>`)
    .replace(scriptTag(bootstrap), (_, base, query = '') => `<script src="${base}${loader}${query}" async=""></script>`);
  for (const file of rest) out = out.replace(scriptTag(file), '');
  return out;
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function loadFrameworkAfterPaint(projectDir = process.cwd(), distDir = process.env.NEXT_DIST_DIR || '.next') {
  const dist = join(projectDir, distDir);
  const manifestPath = join(dist, 'build-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = manifest.rootMainFiles;
  if (files.length === 1 && files[0].startsWith(LOADER_PREFIX)) return { chunks: 0, pages: 0 };
  const source = loaderSource(files);
  const loader = `${LOADER_PREFIX}${createHash('sha256').update(source).digest('hex').slice(0, 12)}.js`;
  writeFileSync(join(dist, loader), source);
  let pages = 0;
  for (const file of htmlFiles(join(dist, 'server/app'))) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes(files[0])) continue;
    writeFileSync(file, rewritePage(html, files, loader));
    pages++;
  }
  writeFileSync(manifestPath, JSON.stringify({ ...manifest, rootMainFiles: [loader] }, null, 2));
  // the loader is part of every route's first load: the JS budgets count it (scripts/bench/client-js.mjs)
  const statsPath = join(dist, 'diagnostics/route-bundle-stats.json');
  const stats = JSON.parse(readFileSync(statsPath, 'utf8'));
  const loaderPath = join(distDir, loader);
  writeFileSync(statsPath, JSON.stringify(stats.map((entry) => ({ ...entry, firstLoadUncompressedJsBytes: entry.firstLoadUncompressedJsBytes + source.length, firstLoadChunkPaths: [...entry.firstLoadChunkPaths, loaderPath] })), null, 2));
  return { chunks: files.length, pages };
}
