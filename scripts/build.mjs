// The production build: `next build`, nothing after it (no step rewrites Next's output). npm run
// build, npm start, npm test and the hosted suite all build through here. Arguments go to next
// build; NEXT_DIST_DIR selects the output, as for next.
import { spawnSync } from 'node:child_process';

const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(build.status ?? 1);
