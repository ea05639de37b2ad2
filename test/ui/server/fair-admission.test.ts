/** @jest-environment node */
import type { Request, Response } from 'express';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { fairAdmission, RENDERS_PER_TURN } from '../../../ui/server/fair-admission';

/** A request and its response as node:http makes them, on a socket that is never connected. */
function exchange(n: number): [Request, Response] {
  const req = new IncomingMessage(new Socket());
  req.url = `/nl/aanbod?n=${n}`;
  return [req as Request, new ServerResponse(req) as Response];
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('fair admission of page renders (issue 23: p99 when the page cache misses)', () => {
  test('requests start in the order they came, at most RENDERS_PER_TURN each turn of the event loop', async () => {
    const started: string[] = [];
    const admit = fairAdmission((req) => void started.push(req.url!));
    const count = 2 * RENDERS_PER_TURN + 1;
    for (let n = 0; n < count; n++) admit(...exchange(n), () => undefined);
    expect(started).toEqual([]);
    const perTurn: number[] = [];
    while (started.length < count) {
      const before = started.length;
      await nextTurn();
      perTurn.push(started.length - before);
    }
    expect(perTurn).toEqual([RENDERS_PER_TURN, RENDERS_PER_TURN, 1]);
    expect(started).toEqual(Array.from({ length: count }, (_, n) => `/nl/aanbod?n=${n}`));
  });

  test('a request whose visitor left while it waited is not rendered; the next one takes its place', async () => {
    const started: string[] = [];
    const admit = fairAdmission((req) => void started.push(req.url!), 1);
    const [gone, goneRes] = exchange(0);
    admit(gone, goneRes, () => undefined);
    admit(...exchange(1), () => undefined);
    goneRes.destroy();
    await nextTurn();
    expect(started).toEqual(['/nl/aanbod?n=1']);
  });

  test('a request that comes after the queue emptied waits one turn at most', async () => {
    const started: string[] = [];
    const admit = fairAdmission((req) => void started.push(req.url!));
    admit(...exchange(0), () => undefined);
    await nextTurn();
    admit(...exchange(1), () => undefined);
    await nextTurn();
    expect(started).toEqual(['/nl/aanbod?n=0', '/nl/aanbod?n=1']);
  });

  test('what a handler throws or rejects goes to the next (error) handler, and the requests after it still start', async () => {
    const errors: unknown[] = [];
    const started: string[] = [];
    const admit = fairAdmission((req) => {
      started.push(req.url!);
      if (req.url!.endsWith('=0')) throw new Error('thrown');
      if (req.url!.endsWith('=1')) return Promise.reject(new Error('rejected'));
      return undefined;
    }, 3);
    for (let n = 0; n < 3; n++) admit(...exchange(n), (error?: unknown) => void errors.push(error));
    await nextTurn();
    await Promise.resolve();
    expect(started).toEqual(['/nl/aanbod?n=0', '/nl/aanbod?n=1', '/nl/aanbod?n=2']);
    expect(errors.map((error) => (error as Error).message)).toEqual(['thrown', 'rejected']);
  });
});
