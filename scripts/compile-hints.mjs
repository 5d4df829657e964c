// After `next build`: marks the client chunks a route runs at startup with V8's explicit compile
// hint, `//# allFunctionsCalledOnLoad` (Chromium 136+: Chrome, Android WebView, Edge, Samsung
// Internet). Without it V8 compiles each module factory lazily, on the main thread, the first time
// the runtime calls it: on a phone that is most of the framework's one long start-up task. With it,
// the functions are compiled on the background thread that streams the script as it downloads.
// Other engines read a comment. Chunks loaded later (next/dynamic, other routes) are left as they
// are: compiling code that may never run would only cost memory. So are startup chunks under
// 10 kB: their lazy compile is well under a millisecond, and the comment would add 25 bytes of
// gzip to a route's budget for nothing.
//
// The startup set is the build's own record of each route's first-load chunks. Run by
// scripts/build.mjs after every build; idempotent. NEXT_DIST_DIR selects the build, as for next.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
export const MIN_HINTED_BYTES = 10 * 1024;

/** The chunks some route loads at startup and worth a hint, as paths relative to the project. */
export function startupChunks(projectDir, distDir) {
  const stats = JSON.parse(readFileSync(join(projectDir, distDir, 'diagnostics/route-bundle-stats.json'), 'utf8'));
  return [...new Set(stats.flatMap((entry) => entry.firstLoadChunkPaths))]
    .filter((path) => path.endsWith('.js') && statSync(join(projectDir, path)).size >= MIN_HINTED_BYTES)
    .sort();
}

export const isHinted = (source) => source.startsWith(COMPILE_HINT);

/** A source map for the chunk one line further down (the hint's line maps to nothing). */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) return { ...map, sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } })) };
  return { ...map, mappings: `;${map.mappings}` };
}

export function hintStartupChunks(projectDir = process.cwd(), distDir = process.env.NEXT_DIST_DIR || '.next') {
  const chunks = startupChunks(projectDir, distDir);
  let changed = 0;
  for (const path of chunks) {
    const file = join(projectDir, path);
    const source = readFileSync(file, 'utf8');
    if (isHinted(source)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    if (existsSync(`${file}.map`)) writeFileSync(`${file}.map`, JSON.stringify(shiftSourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')))));
    changed++;
  }
  return { chunks: chunks.length, changed };
}
