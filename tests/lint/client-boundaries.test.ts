import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// 'use client' marks a boundary: a module a server component imports, whose code runs in the
// browser too. A module that only client modules import is in the browser already, and the
// directive there says nothing true. Type-only imports cross no boundary.
const ROOTS = ['app', 'components', 'lib', 'content', 'i18n'];
const DIRECTIVE = /^\s*(?:(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)\s*)*['"]use client['"]/;
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? normalize(join(dirname(from), specifier)) : undefined;
  if (base === undefined) return undefined;
  // a file, never the folder itself ('@/lib/embedded/auth' is its index.ts)
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
}

/** Every module of the app with the modules that import its code. */
function importGraph(files: string[]): Map<string, Set<string>> {
  const importers = new Map<string, Set<string>>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[2]) continue; // import type / export type
      const target = resolve(file, match[3] ?? match[4]!);
      if (target) importers.set(target, (importers.get(target) ?? new Set()).add(file));
    }
  }
  return importers;
}

describe("'use client' only on real boundaries", () => {
  const files = ROOTS.flatMap(sources);
  const client = new Set(files.filter((file) => DIRECTIVE.test(readFileSync(file, 'utf8'))));
  const importers = importGraph(files);

  it('no module with the directive is imported by client modules alone', () => {
    const redundant = [...client].filter((file) => {
      const by = importers.get(file);
      return by && by.size > 0 && [...by].every((importer) => client.has(importer));
    });
    expect(redundant).toEqual([]);
  });

  it('finds the boundaries it should (the check reads the imports)', () => {
    expect(client.has('components/casting/casting-screen.tsx')).toBe(true);
    // the casting page (a server component) renders it
    expect(importers.get('components/casting/casting-screen.tsx')).toContain('components/casting/casting-page.tsx');
    expect(client.has('components/casting/casting-page.tsx')).toBe(false);
    expect(client.size).toBeGreaterThan(20);
  });
});

/** Every module of the app with the modules whose code it imports. */
function dependencyGraph(files: string[]): Map<string, Set<string>> {
  const dependencies = new Map<string, Set<string>>();
  for (const [target, by] of importGraph(files)) {
    for (const importer of by) dependencies.set(importer, (dependencies.get(importer) ?? new Set()).add(target));
  }
  return dependencies;
}

describe('what the browser can reach', () => {
  const files = ROOTS.flatMap(sources);
  const client = files.filter((file) => DIRECTIVE.test(readFileSync(file, 'utf8')));
  const dependencies = dependencyGraph(files);
  const reached = new Set<string>(client);
  for (const file of reached) for (const next of dependencies.get(file) ?? []) reached.add(next);
  const serverOnly = new Set(files.filter((file) => /^import 'server-only';/m.test(readFileSync(file, 'utf8'))));

  it("reaches no module marked 'server-only' from a client module (the settings and keys among them)", () => {
    expect(serverOnly).toContain('lib/config/env.ts');
    expect(serverOnly).toContain('lib/purchases/store-config.ts');
    expect([...reached].filter((file) => serverOnly.has(file))).toEqual([]);
  });

  it("reaches the browser's own settings, never the operator identity's schemas (a page hands the identity down)", () => {
    expect(reached).toContain('lib/config/public-env.ts');
    expect([...reached].filter((file) => file === 'lib/config/site.ts' || file === 'lib/config/schema.ts')).toEqual([]);
  });

  it('follows imports through to lazy chunks (the casting screen reaches the crisis screen)', () => {
    expect(reached).toContain('lib/safety/crisis.ts');
  });
});
