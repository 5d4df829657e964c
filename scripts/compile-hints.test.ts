import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JS, without types
import { COMPILE_HINT, MIN_HINTED_BYTES, hintStartupChunks, startupChunks } from './compile-hints.mjs';

/** A build's output as scripts/compile-hints.mjs reads it: two routes, a lazy chunk, one source map. */
function fakeBuild() {
  const project = mkdtempSync(join(tmpdir(), 'gyeol-hints-'));
  const chunks = join(project, 'out/static/chunks');
  mkdirSync(chunks, { recursive: true });
  mkdirSync(join(project, 'out/diagnostics'), { recursive: true });
  const code = (name: string) => `globalThis.${name}=${JSON.stringify('x'.repeat(MIN_HINTED_BYTES))}`;
  writeFileSync(join(chunks, 'framework.js'), `${code('framework')}\n//# sourceMappingURL=framework.js.map`);
  writeFileSync(join(chunks, 'framework.js.map'), JSON.stringify({ version: 3, sources: ['a.js'], mappings: 'AAAA' }));
  writeFileSync(join(chunks, 'page.js'), code('page'));
  writeFileSync(join(chunks, 'tiny.js'), 'globalThis.tiny=1');
  writeFileSync(join(chunks, 'lazy.js'), code('lazy'));
  const stats = [
    { route: '/a', firstLoadChunkPaths: ['out/static/chunks/framework.js', 'out/static/chunks/page.js', 'out/static/chunks/tiny.js'] },
    { route: '/b', firstLoadChunkPaths: ['out/static/chunks/framework.js'] },
  ];
  writeFileSync(join(project, 'out/diagnostics/route-bundle-stats.json'), JSON.stringify(stats));
  return { project, code, read: (name: string) => readFileSync(join(chunks, name), 'utf8') };
}

describe('compile hints on the startup chunks', () => {
  it('lists each chunk of 10 kB or more a route loads at startup, once', () => {
    const { project } = fakeBuild();
    expect(startupChunks(project, 'out')).toEqual(['out/static/chunks/framework.js', 'out/static/chunks/page.js']);
  });

  it('marks the startup chunks on their first line and leaves lazy and tiny chunks alone', () => {
    const { project, code, read } = fakeBuild();
    expect(hintStartupChunks(project, 'out')).toEqual({ chunks: 2, changed: 2 });
    expect(read('framework.js')).toBe(`${COMPILE_HINT}${code('framework')}\n//# sourceMappingURL=framework.js.map`);
    expect(read('page.js')).toBe(`${COMPILE_HINT}${code('page')}`);
    expect(read('tiny.js')).toBe('globalThis.tiny=1');
    expect(read('lazy.js')).toBe(code('lazy'));
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('moves a source map one line down with its chunk', () => {
    const { project, read } = fakeBuild();
    hintStartupChunks(project, 'out');
    expect(JSON.parse(read('framework.js.map')).mappings).toBe(';AAAA');
  });

  it('changes nothing the second time', () => {
    const { project, code, read } = fakeBuild();
    hintStartupChunks(project, 'out');
    expect(hintStartupChunks(project, 'out')).toEqual({ chunks: 2, changed: 0 });
    expect(read('page.js')).toBe(`${COMPILE_HINT}${code('page')}`);
    expect(JSON.parse(read('framework.js.map')).mappings).toBe(';AAAA');
  });
});
