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
  /**
   * The page kept under `key` at data revision `revision`, rendered at `since` (Date.now()) or later, if any worker
   * rendered it; 'rendering' when another worker is rendering it now (this one may answer its older copy meanwhile);
   * otherwise undefined, and, when the worker will keep what it renders (`renders`), the page is its to render: the
   * others are told so until it gives it, LEASE_MS at most.
   */
  get(key: string, revision: number, since: number, renders: boolean): Promise<SharedPage | 'rendering' | undefined>;
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
/** How long a worker that was told to render a page has to give it, before another is told so (a page's deadline). */
const LEASE_MS = 5_000;

interface Got {
  readonly type: typeof GOT;
  readonly id: number;
  readonly page?: SharedPage;
  readonly rendering?: true;
}

/** The message channel to the primary (a cluster worker's `process`). */
export interface PrimaryChannel {
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

/** In a worker: the store the primary holds, over the cluster's channel (its messages serialized as 'advanced'). */
export function primaryPageStore(channel: PrimaryChannel = process as PrimaryChannel): SharedPageStore {
  let next = 0;
  const waiting = new Map<number, (page: SharedPage | 'rendering' | undefined) => void>();
  channel.on('message', (message) => {
    const got = message as Got;
    if (got?.type !== GOT) return;
    const page = got.page && { ...got.page, body: Buffer.from(got.page.body.buffer, got.page.body.byteOffset, got.page.body.byteLength) };
    waiting.get(got.id)?.(got.rendering ? 'rendering' : page);
  });
  return {
    get: (key, revision, since, renders) =>
      new Promise((resolve) => {
        const id = next++;
        const timer = setTimeout(() => finish(undefined), ANSWER_MS);
        const finish = (page: SharedPage | 'rendering' | undefined) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(page);
        };
        waiting.set(id, finish);
        try {
          channel.send({ type: GET, id, key, revision, since, renders });
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
 * asked for at the revision the worker reads and no older than it may answer (another is no answer). The first worker
 * that asks for a page there is none of is told to render it; the others, until it gives it (or LEASE_MS), that it is
 * being rendered: when a page's time is up in every worker at once, one renders it while the others answer their copy.
 */
export function holdSharedPages(maxBytes: number): (worker: Worker) => void {
  const pages = new LRUCache<string, SharedPage>({
    maxSize: Math.max(1, maxBytes),
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (page, key) => page.body.length + key.length + 256 + page.headers.reduce((sum, [name, value]) => sum + name.length + String(value).length, 0),
  });
  /** Pages a worker was told to render: at which revision, until when. */
  const leases = new LRUCache<string, { readonly revision: number; readonly until: number }>({ max: 10_000 });
  return (worker) => {
    worker.on('message', (message: { type?: unknown; id?: unknown; key?: unknown; revision?: unknown; since?: unknown; renders?: unknown; page?: SharedPage }) => {
      if (message?.type === SET && typeof message.key === 'string' && message.page) {
        const held = pages.peek(message.key);
        if (!held || held.revision <= message.page.revision) pages.set(message.key, message.page);
        leases.delete(message.key);
      } else if (message?.type === GET && typeof message.id === 'number' && typeof message.key === 'string' && typeof message.revision === 'number') {
        const page = pages.get(message.key);
        let answer: Got = { type: GOT, id: message.id };
        if (page?.revision === message.revision && page.storedAt >= Number(message.since)) answer = { ...answer, page };
        else {
          const lease = leases.get(message.key);
          const now = Date.now();
          if (lease?.revision === message.revision && lease.until > now) answer = { ...answer, rendering: true };
          else if (message.renders === true) leases.set(message.key, { revision: message.revision, until: now + LEASE_MS });
        }
        if (worker.isConnected()) worker.send(answer);
      }
    });
  };
}
