import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root (tests and the benchmark run from it, as npm does). */
export const ROOT = resolve(process.cwd());
const BUILD = join(ROOT, 'build');
const SERVER_ENTRY = join(BUILD, 'server', 'index.js');
const CACHE = join(ROOT, 'node_modules', '.cache');
const LOCK = join(CACHE, 'e2e-build.lock');
// Everything the client and server bundles are made of.
const SOURCES = ['ui', 'domain', 'application', 'infrastructure', 'public', 'vite.config.ts', 'react-router.config.ts'];
const STALE_LOCK_MS = 120_000;
/** Copies left behind by a run that was killed are removed by the next one. */
const STALE_COPY_MS = 3_600_000;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'compiled') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isFresh(): boolean {
  if (!existsSync(SERVER_ENTRY) || !existsSync(join(BUILD, 'primary', 'primary.js')) || !existsSync(join(BUILD, 'client', 'assets'))) return false;
  const built = statSync(SERVER_ENTRY).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(ROOT, source)) <= built);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** An exclusive lock across jest workers and processes: mkdir is atomic; a lock left by a dead run expires. */
async function withLock<T>(work: () => T): Promise<T> {
  mkdirSync(join(LOCK, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      const taken = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - taken > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      await sleep(200);
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

// The build `npm run build` makes (and stamps, see ui/server/source-stamp.mjs); it sets NODE_ENV=production
// itself: jest sets NODE_ENV=test, which Vite would bake in, shipping React's development build.
function runBuild(): void {
  const result = spawnSync('node', ['ui/server/build.mjs'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
}

export interface SiteBuild {
  /** A private copy of build/: server/index.js, primary/primary.js and client/. */
  readonly dir: string;
  /** Whether this call ran the production build. */
  readonly built: boolean;
  remove(): void;
}

/**
 * The production build (`react-router build`), made when build/ is missing or older than the sources,
 * then copied to a folder of its own: another process rebuilding build/ mid-test cannot pull files from
 * under the running site. The copy lives in node_modules/.cache so that its imports find the repository's
 * packages by the ordinary lookup (one copy of each: a link would load inversify twice under tsx).
 */
export async function siteBuild(options: { force?: boolean } = {}): Promise<SiteBuild> {
  return withLock(() => {
    const stale = options.force || !isFresh();
    if (stale) runBuild();
    for (const entry of readdirSync(CACHE)) {
      const old = join(CACHE, entry);
      if (entry.startsWith('site-build-') && Date.now() - statSync(old).mtimeMs > STALE_COPY_MS) rmSync(old, { recursive: true, force: true });
    }
    const dir = mkdtempSync(join(CACHE, 'site-build-'));
    cpSync(join(BUILD, 'server'), join(dir, 'server'), { recursive: true });
    cpSync(join(BUILD, 'client'), join(dir, 'client'), { recursive: true });
    cpSync(join(BUILD, 'primary'), join(dir, 'primary'), { recursive: true });
    return { dir, built: stale, remove: () => rmSync(dir, { recursive: true, force: true }) };
  });
}
