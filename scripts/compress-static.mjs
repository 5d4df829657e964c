// Precompressed copies of the build's static assets, for nginx's brotli_static and gzip_static
// (docs/deploying.md): beside every script, stylesheet and other text file under
// <distDir>/static it writes NEW files, name.br (brotli, quality 11) and name.gz (gzip, level 9),
// when they are smaller. Next's own files are read, never changed. A compressed copy costs the
// build a few seconds once; compressing on the fly (Next's gzip, level 6) costs every request and
// sends about a fifth more bytes of script than brotli 11.
//
//   node scripts/compress-static.mjs [distDir]      (default: NEXT_DIST_DIR or .next)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text types worth compressing (woff2 and images are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map|html)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes name.br and name.gz beside each compressible file of dir; returns { files, bytes, brBytes, gzBytes }. */
export function compressDir(dir) {
  const total = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const source = readFileSync(path);
    const br = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gz = gzipSync(source, { level: 9 });
    total.files++;
    total.bytes += source.length;
    if (br.length < source.length) {
      writeFileSync(`${path}.br`, br);
      total.brBytes += br.length;
    }
    if (gz.length < source.length) {
      writeFileSync(`${path}.gz`, gz);
      total.gzBytes += gz.length;
    }
  }
  return total;
}

/** The build's static assets: <distDir>/static. */
export function compressStatic(distDir = process.env.NEXT_DIST_DIR || '.next') {
  return compressDir(join(distDir, 'static'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files: count, bytes, brBytes, gzBytes } = compressStatic(process.argv[2]);
  const kB = (n) => `${Math.round(n / 102.4) / 10} kB`;
  console.log(`compress-static: ${count} files, ${kB(bytes)} → brotli ${kB(brBytes)}, gzip ${kB(gzBytes)}`);
}
