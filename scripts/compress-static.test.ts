import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { compressDir } from './compress-static.mjs';

describe('compress-static', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz copies beside each text asset that decompress to it, and leaves the originals as they were', () => {
    dir = mkdtempSync(join(tmpdir(), 'compress-static-'));
    mkdirSync(join(dir, 'chunks'));
    const script = `(globalThis.TURBOPACK ||= []).push(${JSON.stringify('x'.repeat(40))}, ${Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a+${i}}`).join(';')});`;
    const css = Array.from({ length: 200 }, (_, i) => `.c${i}{margin:${i}px}`).join('');
    writeFileSync(join(dir, 'chunks', 'a.js'), script);
    writeFileSync(join(dir, 'chunks', 'b.css'), css);
    writeFileSync(join(dir, 'chunks', 'tiny.js'), 'x()');
    writeFileSync(join(dir, 'font.woff2'), Buffer.alloc(4096, 7));
    const before = statSync(join(dir, 'chunks', 'a.js')).mtimeMs;

    const total = compressDir(dir);

    expect(total.files).toBe(2);
    expect(readdirSync(join(dir, 'chunks')).sort()).toEqual(['a.js', 'a.js.br', 'a.js.gz', 'b.css', 'b.css.br', 'b.css.gz', 'tiny.js']);
    expect(readdirSync(dir)).not.toContain('font.woff2.br');
    expect(brotliDecompressSync(readFileSync(join(dir, 'chunks', 'a.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'chunks', 'a.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'chunks', 'b.css.br'))).toString()).toBe(css);
    expect(readFileSync(join(dir, 'chunks', 'a.js'), 'utf8')).toBe(script);
    expect(statSync(join(dir, 'chunks', 'a.js')).mtimeMs).toBe(before);
    expect(total.brBytes).toBeLessThan(total.gzBytes);
  });
});
