// The fingerprint of what the build is made of: a hash of every source file's path and content (ui/, domain/,
// application/, infrastructure/, the build's configuration and the lockfile). `npm run build` writes it to
// build/source-stamp; `npm start` rebuilds when the sources' stamp differs (a pulled or edited checkout).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['ui', 'domain', 'application', 'infrastructure', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json', 'package-lock.json'];
// Made by the build itself, or not part of it.
const SKIP = new Set(['node_modules', 'compiled', '.react-router']);
export const STAMP_FILE = join('build', 'source-stamp');

function addTree(hash, path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) if (!SKIP.has(entry)) addTree(hash, join(path, entry));
    return;
  }
  hash.update(`${path}\0`);
  hash.update(readFileSync(path));
}

/** The stamp of the sources in `root` (the repository). */
export function sourceStamp(root = '.') {
  const hash = createHash('sha256');
  for (const source of SOURCES) addTree(hash, join(root, source));
  return hash.digest('hex');
}

/** Whether build/ was made from exactly these sources. */
export function buildIsCurrent(root = '.') {
  const stampFile = join(root, STAMP_FILE);
  if (!existsSync(stampFile) || !existsSync(join(root, 'build', 'server', 'index.js')) || !existsSync(join(root, 'build', 'primary', 'primary.js')) || !existsSync(join(root, 'build', 'client'))) return false;
  return readFileSync(stampFile, 'utf8').trim() === sourceStamp(root);
}

export function writeStamp(root = '.') {
  writeFileSync(join(root, STAMP_FILE), `${sourceStamp(root)}\n`);
}

if (process.argv[2] === '--write') writeStamp();
