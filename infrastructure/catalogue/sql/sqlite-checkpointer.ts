import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Issue 21 item 1: the WAL is copied into the database file by a thread of its own (a PASSIVE checkpoint every second
 * by default: CatalogueDatabase.checkpointInBackground, database.ts), not by the commit that happens to pass SQLite's
 * 1,000 pages. One estate written adds about 70 pages, so every 14th write paid a checkpoint in its commit (12–17 ms
 * of page copies and the file's fsync at 200,000 estates): the p95 of a write. A PASSIVE checkpoint waits for no one
 * and no writer waits for it. Every connection to the file leaves the WAL to it up to BACKSTOP_PAGES (database.ts),
 * past which a commit checkpoints again (no thread running, or one that cannot keep up). The thread costs its process
 * about 12 MB (RSS): one process per machine runs it.
 */
export function startCheckpointer(file: string, every: number): Worker {
  const source = `const { workerData } = require('node:worker_threads');
    const Database = require(workerData.driver);
    const db = new Database(workerData.file);
    db.pragma('synchronous = FULL');
    db.pragma('cache_size = -64');
    setInterval(() => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} }, workerData.every);`;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(source, { eval: true, workerData: { driver, file, every } });
  worker.unref();
  return worker;
}

