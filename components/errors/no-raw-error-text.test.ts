import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

/** The UI's sources: components/ and app/ but the route handlers (app/api answer JSON, not pages). */
const sources = ['components', 'app'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith(join('app', 'api'))),
);

/** Reads an error's own text only to tell a lost connection from the rest, never to show it. */
const ALLOWED = [join('components', 'errors', 'error-strings.ts')];

describe('a page never shows an error’s own text', () => {
  it('no component or page reads error.message; API failures go through useApiErrorText', () => {
    expect(sources.length).toBeGreaterThan(50);
    const readers = sources.filter((path) => !ALLOWED.includes(path) && /\b(?:error|err|e|reason)\.message\b/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(readers).toEqual([]);
  });
});
