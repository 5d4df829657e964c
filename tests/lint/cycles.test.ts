import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The cycle rule of eslint.config.mjs, run as `npm run lint` runs it, on modules written to disk
// for the test (a cycle exists only between files the resolver can find).
const eslint = new ESLint({ cwd: process.cwd() });
const dir = join(process.cwd(), 'lib', 'zz-planted-cycle');

function plant(files: Record<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
}

async function cycles(name: string): Promise<string[]> {
  const results = await eslint.lintFiles([join(dir, name)]);
  return results.flatMap((result) => result.messages).filter((m) => m.ruleId === 'import/no-cycle').map((m) => m.message);
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('no import cycles', { timeout: 60_000 }, () => {
  it('refuses a cycle through three modules, by alias and by relative path', async () => {
    plant({
      'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'b.ts': "import { c } from '@/lib/zz-planted-cycle/c';\nexport const b = () => c();\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
    });
    expect(await cycles('a.ts')).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('lets a module name its importer’s types, and lets a chain without a way back pass', async () => {
    plant({
      'd.ts': "import type { E } from './e';\nexport const d = (e: E) => e.n;\n",
      'e.ts': "import { d } from './d';\nexport interface E { n: number }\nexport const e = d;\n",
    });
    expect(await cycles('d.ts')).toEqual([]);
    expect(await cycles('e.ts')).toEqual([]);
  });
});
