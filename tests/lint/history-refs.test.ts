import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A comment says why the code is as it is; which ticket asked for it is git's to remember. An
// a ticket number in the tree means nothing to whoever reads it next.
const ROOTS = ['app', 'components', 'lib', 'content', 'scripts', 'tests', 'docs', 'i18n', 'supabase'];
const TEXT = /\.(?:ts|tsx|mts|mjs|js|md|sql|sh|json|css)$/;
const REFERENCE = /\bissues? #?\d+/i;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : files(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

export function historyReferences(paths: string[]): string[] {
  return paths.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) => (REFERENCE.test(line) ? [`${path}:${index + 1}`] : [])),
  );
}

describe('no ticket numbers in the tree', () => {
  it('finds none in source, tests, scripts, content or docs, nor in README.md', () => {
    const roots = ROOTS.filter((root) => readdirSync('.').includes(root));
    expect(historyReferences([...roots.flatMap(files), 'README.md'].filter((path) => path !== join('tests', 'lint', 'history-refs.test.ts')))).toEqual([]);
  });

  it('would name a planted reference with its line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'history-refs-'));
    const planted = join(dir, 'planted.ts');
    writeFileSync(planted, ['// the why, in words', '// asked for in Issue #' + '31', 'export const x = 1; // see issues ' + '4'].join('\n'));
    try {
      expect(historyReferences([planted])).toEqual([`${planted}:2`, `${planted}:3`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
