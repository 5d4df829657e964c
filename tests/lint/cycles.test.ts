import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The cycle check (.dependency-cruiser.mjs), run as `npm run lint` runs it, on modules written to
// disk for the test (a cycle exists only between files the resolver can find).
const dir = join(process.cwd(), 'lib', 'zz-planted-cycle');
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run lint:cycles` over the whole app with the planted modules: its exit code and the planted modules it names, in its order. */
async function lintCycles(files: Record<string, string>): Promise<{ code: number; named: string[]; output: string }> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  const run = await promisify(execFile)('npm', ['run', '--silent', 'lint:cycles'], { cwd: process.cwd() }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
  const named = [...run.output.matchAll(/lib\/zz-planted-cycle\/(\w+)\.ts/g)].map((m) => m[1]!);
  return { ...run, named };
}

describe('no import cycles', { timeout: 120_000 }, () => {
  it('is part of npm run lint', () => {
    expect(scripts.lint).toMatch(/&& npm run --silent lint:cycles$/);
    expect(scripts['lint:cycles']).toContain('--validate');
  });

  it('refuses a cycle through three modules, by alias and by relative path, and one through an import used only as a type', async () => {
    const { code, named, output } = await lintCycles({
      'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'b.ts': "import { c } from '@/lib/zz-planted-cycle/c';\nexport const b = () => c();\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
      // not `import type`: the import stays in the source as written (as ESLint's import/no-cycle counted it)
      'i.ts': "import { J } from './j';\nexport const i = (j: J) => j;\n",
      'j.ts': "import { i } from './i';\nexport interface J { n: number }\nexport const j = i;\n",
    });
    expect(code, output).not.toBe(0);
    expect(output).toContain('no-circular');
    expect(new Set(named)).toEqual(new Set(['a', 'b', 'c', 'i', 'j']));
  });

  it('lets a module name its importer’s types (`import type`), also midway in a longer loop, and lets the app pass', async () => {
    const { code, named, output } = await lintCycles({
      'd.ts': "import type { E } from './e';\nexport const d = (e: E) => e.n;\n",
      'e.ts': "import { d } from './d';\nexport interface E { n: number }\nexport const e = d;\n",
      'f.ts': "import type { G } from './g';\nexport interface F { g: G }\nexport const f = 1;\n",
      'g.ts': "import { h } from './h';\nexport interface G { n: number }\nexport const g = h;\n",
      'h.ts': "import { f } from './f';\nexport const h = f;\n",
    });
    expect(named).toEqual([]);
    expect(code, output).toBe(0);
  });
});
