import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_MS, LOADER_PREFIX, loadFrameworkAfterPaint, loaderChunks, loaderSource, rewritePage } from './after-paint.mjs';

const FRAMEWORK = ['static/chunks/main.js', 'static/chunks/next.js', 'static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js'];

/** The head and tail of a page as Next 16 renders it with FRAMEWORK as rootMainFiles. */
function nextPage(body = '<main><h1>건</h1></main>') {
  return [
    '<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
    '<script src="/_next/static/chunks/next.js" async=""></script><script src="/_next/static/chunks/react-dom.js" async=""></script>',
    '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
    '<script src="/_next/static/chunks/layout.js" async=""></script>',
    `</head><body>${body}`,
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/main.js","static/chunks/next.js","static/chunks/react-dom.js"],"runtimeModuleIds":[1]});</script>',
    '<script src="/_next/static/chunks/main.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
  ].join('');
}

/** A build's output as scripts/after-paint.mjs reads it: the manifest, two prerendered pages, the stats. */
function fakeBuild() {
  const project = mkdtempSync(join(tmpdir(), 'gyeol-after-paint-'));
  const dist = join(project, 'out');
  mkdirSync(join(dist, 'static/chunks'), { recursive: true });
  mkdirSync(join(dist, 'server/app/ko/iching'), { recursive: true });
  mkdirSync(join(dist, 'diagnostics'), { recursive: true });
  writeFileSync(join(dist, 'build-manifest.json'), JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'], rootMainFiles: FRAMEWORK }));
  writeFileSync(join(dist, 'server/app/ko.html'), nextPage());
  writeFileSync(join(dist, 'server/app/ko/iching/1.html'), nextPage('<main><h1>乾</h1></main>'));
  writeFileSync(join(dist, 'server/app/ko/iching/1.rsc'), '1:"$Sreact.fragment"');
  const stats = [{ route: '/[locale]', firstLoadUncompressedJsBytes: 1000, firstLoadChunkPaths: FRAMEWORK.map((file) => `out/${file}`) }];
  writeFileSync(join(dist, 'diagnostics/route-bundle-stats.json'), JSON.stringify(stats));
  const read = (path: string) => readFileSync(join(dist, path), 'utf8');
  return { project, read, manifest: () => JSON.parse(read('build-manifest.json')) };
}

describe('prerendered pages', () => {
  it('load the loader where Next put the bootstrap script, and no framework chunk beside it', () => {
    const html = rewritePage(nextPage(), FRAMEWORK, 'static/chunks/after-paint-abc.js');
    expect(html).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/after-paint-abc.js"/>');
    expect(html).toContain('</script><script src="/_next/static/chunks/after-paint-abc.js" async=""></script><script>(self.__next_f');
    expect(html.match(/<script src="[^"]+"/g)).toEqual(['<script src="/_next/static/chunks/layout.js"', '<script src="/_next/static/chunks/after-paint-abc.js"']);
    // Turbopack's own record of the chunks its entry needs is left as it is
    expect(html).toContain('"otherChunks":["static/chunks/main.js","static/chunks/next.js","static/chunks/react-dom.js"]');
  });

  it('keep a query Next adds to the script URLs', () => {
    const html = rewritePage(nextPage().replaceAll('.js"', '.js?dpl=7"'), FRAMEWORK, 'static/chunks/after-paint-abc.js');
    expect(html).toContain('<script src="/_next/static/chunks/after-paint-abc.js?dpl=7" async=""></script>');
  });

  it('stop the build when Next renders the tags some other way', () => {
    const page = nextPage().replace('<script src="/_next/static/chunks/react-dom.js" async=""></script>', '<script src="/_next/static/chunks/react-dom.js" defer=""></script>');
    expect(() => rewritePage(page, FRAMEWORK, 'static/chunks/after-paint-abc.js')).toThrow(/does not load/);
  });
});

describe('the build after next build', () => {
  it('writes the loader, points the manifest at it, rewrites every prerendered page and counts it in the JS budgets', () => {
    const { project, read, manifest } = fakeBuild();
    expect(loadFrameworkAfterPaint(project, 'out')).toEqual({ chunks: 4, pages: 2 });
    const [loader] = manifest().rootMainFiles;
    expect(loader).toMatch(new RegExp(`^${LOADER_PREFIX}[0-9a-f]{12}\\.js$`));
    expect(manifest().polyfillFiles).toEqual(['static/chunks/polyfills.js']);
    expect(read(loader)).toContain('["main.js","next.js","react-dom.js","turbopack-runtime.js"]');
    expect(loaderChunks(read(loader))).toEqual(['main.js', 'next.js', 'react-dom.js', 'turbopack-runtime.js']);
    for (const page of ['server/app/ko.html', 'server/app/ko/iching/1.html']) {
      expect(read(page)).toContain(`<script src="/_next/${loader}" async=""></script>`);
      expect(read(page)).not.toContain('<script src="/_next/static/chunks/react-dom.js"');
    }
    const [stats] = JSON.parse(read('diagnostics/route-bundle-stats.json'));
    expect(stats.firstLoadChunkPaths.at(-1)).toBe(`out/${loader}`);
    expect(stats.firstLoadUncompressedJsBytes).toBe(1000 + read(loader).length);
  });

  it('changes nothing the second time', () => {
    const { project, read, manifest } = fakeBuild();
    loadFrameworkAfterPaint(project, 'out');
    const page = read('server/app/ko.html');
    expect(loadFrameworkAfterPaint(project, 'out')).toEqual({ chunks: 0, pages: 0 });
    expect(read('server/app/ko.html')).toBe(page);
    expect(manifest().rootMainFiles).toHaveLength(1);
  });
});

/** The loader run against a small fake of the browser: what it appends to <head>, and when. */
function runLoader({ hidden = false, paintTiming = true, src = '/_next/static/chunks/after-paint-abc.js' } = {}) {
  const appended: string[] = [];
  const frames: Array<() => void> = [];
  const observers: Array<{ callback: (list: unknown, observer: unknown) => void; disconnected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    entry: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean };
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const document = {
    currentScript: { getAttribute: (name: string) => (name === 'src' ? src : null) },
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(`${element.src}${element.async ? ' async' : ''}`) },
  };
  const window = { PerformanceObserver: FakeObserver };
  new Function('document', 'window', 'requestAnimationFrame', loaderSource(FRAMEWORK))(document, window, (frame: () => void) => frames.push(frame));
  const paint = (name: string) => {
    for (const observer of observers) {
      observer.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name, startTime: 120 }] : []) }, { disconnect: () => (observer.disconnected = true) });
    }
  };
  return { appended, frames, observers, paint };
}

describe('the loader in the page', () => {
  afterEach(() => vi.useRealTimers());
  const chunks = ['main.js', 'next.js', 'react-dom.js', 'turbopack-runtime.js'].map((name) => `/_next/static/chunks/${name} async`);

  it('appends the framework chunks, from its own folder, when the first contentful paint is reported', () => {
    vi.useFakeTimers();
    const { appended, observers, paint } = runLoader();
    vi.advanceTimersByTime(500);
    expect(appended).toEqual([]);
    paint('first-paint');
    expect(appended).toEqual([]);
    // the entry comes in a task of its own, after the frame is on screen: no timer in between (a
    // page under a test's paused clock hydrates too)
    paint('first-contentful-paint');
    expect(appended).toEqual(chunks);
    expect(observers[0]!.disconnected).toBe(true);
    // once only, the fallback timer included
    vi.advanceTimersByTime(FALLBACK_MS);
    expect(appended).toHaveLength(4);
  });

  it('writes their src as its own is written, with its query (Turbopack knows a chunk by that attribute)', () => {
    const { appended } = runLoader({ hidden: true, src: 'https://cdn.example/app/_next/static/chunks/after-paint-abc.js?dpl=7' });
    expect(appended[0]).toBe('https://cdn.example/app/_next/static/chunks/main.js?dpl=7 async');
  });

  it('appends them at once in a hidden page, where nothing paints', () => {
    vi.useFakeTimers();
    expect(runLoader({ hidden: true }).appended).toEqual(chunks);
  });

  it('waits two animation frames where the browser has no Paint Timing', () => {
    vi.useFakeTimers();
    const { appended, frames } = runLoader({ paintTiming: false });
    frames.shift()!();
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual(chunks);
  });

  it('appends them after FALLBACK_MS when no content paints', () => {
    vi.useFakeTimers();
    const { appended } = runLoader();
    vi.advanceTimersByTime(FALLBACK_MS - 1);
    expect(appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appended).toEqual(chunks);
  });
});
