// The production build: `next build`, then the compile hints on the chunks routes run at startup
// (scripts/compile-hints.mjs). npm run build, npm start, npm test and the hosted suite all build
// through here. Arguments go to next build; NEXT_DIST_DIR selects the output, as for next.
import { spawnSync } from 'node:child_process';
import { hintStartupChunks } from './compile-hints.mjs';

const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build', ...process.argv.slice(2)], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const { chunks, changed } = hintStartupChunks();
console.log(`compile hints: ${chunks} startup chunks, ${changed} marked now`);
