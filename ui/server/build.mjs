// `npm run build` (and `npm start` when the build is stale): compiles the messages, builds the client assets and
// the server bundle (build/server/index.js, see vite.config.ts) and the cluster primary's (build/primary/primary.js),
// precompresses the client assets, then stamps build/ with its sources' fingerprint.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildIsCurrent, writeStamp } from './source-stamp.mjs';

// React Router's build starts Vite servers of its own with `envFile: false`, which Vite 8 reports as deprecated
// on every build: a line we can neither act on nor configure away (React Router passes no logger to them).
const NOISE = /The `envFile` option is deprecated/;

function run(args) {
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '' } });
  const keep = (text) => text.split('\n').filter((line) => !NOISE.test(line)).join('\n');
  process.stdout.write(keep(result.stdout ?? ''));
  process.stderr.write(keep(result.stderr ?? ''));
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** Kinds of asset worth compressing (images other than SVG are compressed already). */
const COMPRESSIBLE_ASSET = /\.(?:js|mjs|css|svg|json|txt|xml|html)$/;

/**
 * Issue 8: each fingerprinted asset also as .br (brotli 11) and .gz (gzip 9), made once here at the best ratio,
 * served as they are (ui/server/precompressed-assets.ts) instead of compressing the same file at every request.
 */
export function precompressAssets(dir) {
  for (const file of readdirSync(dir)) {
    if (!COMPRESSIBLE_ASSET.test(file)) continue;
    const data = readFileSync(join(dir, file));
    if (data.length < 1024) continue;
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(data, { params }));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
  }
}

export function buildSite() {
  run(['ui/i18n/compile-messages.mjs']);
  run(['node_modules/@react-router/dev/bin.js', 'build', '--logLevel', 'warn']);
  run(['ui/server/build-primary.mjs']);
  precompressAssets('build/client/assets');
  writeStamp();
}

// `node ui/server/build.mjs [--if-stale]`: with --if-stale (npm test), only when build/ was made from other sources.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    if (!(process.argv.includes('--if-stale') && buildIsCurrent())) buildSite();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
