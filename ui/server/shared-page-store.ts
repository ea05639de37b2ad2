import type { Worker } from 'node:cluster';
import { LRUCache } from 'lru-cache';

/** A page as the page cache keeps it (page-cache.ts): what any worker can answer without rendering it. */
export interface SharedPage {
  /** The data revision it was rendered at. */
  readonly revision: number;
  /** Date.now() when it was rendered. */
  readonly storedAt: number;
  readonly headers: readonly (readonly [string, number | string | readonly string[]])[];
  readonly body: Buffer;
  readonly etag: string;
}

/**
 * Issue 23 item 3: one rendered copy for all the workers. A worker that misses asks here before it renders, and
 * gives here what it rendered; the page cache of each worker keeps what it answers, so a hit costs no message.
 */
export interface SharedPageStore {
  /** The page kept under `key` at data revision `revision`, if any worker rendered it. */
  get(key: string, revision: number): Promise<SharedPage | undefined>;
  set(key: string, page: SharedPage): void;
}

const GET = 'site:page-get';
const GOT = 'site:page-got';
const SET = 'site:page-set';
/**
 * A worker waits this long for the primary, at most, then renders. Measured (this 2-core machine, busy): a round
 * trip carrying a 15 KB page takes ≈ 0.1 ms (0.05 ms of CPU on either side, `serialization: 'advanced'`; JSON would
 * spell each byte out as a number), a render 11–14 ms of CPU.
 */
const ANSWER_MS = 250;

interface Got {
  readonly type: typeof GOT;
  readonly id: number;
  readonly page?: SharedPage;
}

/** The message channel to the primary (a cluster worker's `process`). */
export interface PrimaryChannel {
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

/** In a worker: the store the primary holds, over the cluster's channel (its messages serialized as 'advanced'). */
export function primaryPageStore(channel: PrimaryChannel = process as PrimaryChannel): SharedPageStore {
  let next = 0;
  const waiting = new Map<number, (page: SharedPage | undefined) => void>();
  channel.on('message', (message) => {
    const got = message as Got;
    if (got?.type !== GOT) return;
    waiting.get(got.id)?.(got.page && { ...got.page, body: Buffer.from(got.page.body.buffer, got.page.body.byteOffset, got.page.body.byteLength) });
  });
  return {
    get: (key, revision) =>
      new Promise((resolve) => {
        const id = next++;
        const timer = setTimeout(() => finish(undefined), ANSWER_MS);
        const finish = (page: SharedPage | undefined) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(page);
        };
        waiting.set(id, finish);
        try {
          channel.send({ type: GET, id, key, revision });
        } catch {
          // The primary is gone (the cluster is stopping): the worker renders.
          finish(undefined);
        }
      }),
    set: (key, page) => {
      try {
        channel.send({ type: SET, key, page });
      } catch {
        // The primary is gone: this worker keeps its own copy.
      }
    },
  };
}

/**
 * In the primary: the pages the workers rendered, at most `maxBytes` of them (least recently used leave first); each
 * asked for at the revision the worker reads (a page of another revision is no answer).
 */
export function holdSharedPages(maxBytes: number): (worker: Worker) => void {
  const pages = new LRUCache<string, SharedPage>({
    maxSize: Math.max(1, maxBytes),
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (page, key) => page.body.length + key.length + 256 + page.headers.reduce((sum, [name, value]) => sum + name.length + String(value).length, 0),
  });
  return (worker) => {
    worker.on('message', (message: { type?: unknown; id?: unknown; key?: unknown; revision?: unknown; page?: SharedPage }) => {
      if (message?.type === SET && typeof message.key === 'string' && message.page) {
        const held = pages.peek(message.key);
        if (!held || held.revision <= message.page.revision) pages.set(message.key, message.page);
      } else if (message?.type === GET && typeof message.id === 'number' && typeof message.key === 'string') {
        const page = pages.get(message.key);
        const answer: Got = { type: GOT, id: message.id, ...(page?.revision === message.revision && { page }) };
        if (worker.isConnected()) worker.send(answer);
      }
    });
  };
}
