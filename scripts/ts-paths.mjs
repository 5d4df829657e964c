/**
 * Lets a script in scripts/ import the app's TypeScript modules with Node's own type stripping: `@/x`
 * is read from the repository root and an import without an extension finds its `.ts` or `.tsx`.
 * Import this module first, then the TypeScript ones with `await import(...)`.
 */
import { existsSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = new URL('../', import.meta.url);

function withExtension(url) {
  const path = fileURLToPath(url);
  if (existsSync(path) && statSync(path).isFile()) return url;
  for (const suffix of ['.ts', '.tsx', '/index.ts']) if (existsSync(path + suffix)) return pathToFileURL(path + suffix).href;
  return url;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('@/')) return { url: withExtension(new URL(specifier.slice(2), root).href), shortCircuit: true };
    if ((specifier.startsWith('./') || specifier.startsWith('../')) && context.parentURL?.startsWith('file:') && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      return { url: withExtension(new URL(specifier, context.parentURL).href), shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
