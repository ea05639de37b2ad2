import { connect } from 'node:net';
import { HostileRequests, type HostileRequest } from './hostile-requests';

/** One request's fate: its status (0 = no HTTP answer at all) and how long the status line took. */
export interface FuzzOutcome {
  readonly request: HostileRequest;
  readonly status: number;
  readonly ms: number;
  /** The response head, for the report of a failure. */
  readonly head: string;
}

export interface FuzzReport {
  readonly total: number;
  /** Requests per status; 0 = no HTTP answer (dropped connection or timeout). */
  readonly statuses: ReadonlyMap<number, number>;
  readonly serverErrors: readonly FuzzOutcome[];
  readonly unanswered: readonly FuzzOutcome[];
  readonly p50: number;
  readonly p99: number;
  /** The longest response head seen (no header may echo unbounded input). */
  readonly longestHead: number;
}

/** Sends one raw request and reads the answer's status line; `0` when the connection ended without one. */
export function send(port: number, request: HostileRequest, timeoutMs = 15_000): Promise<FuzzOutcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    let settled = false;
    let ms = 0;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const head = received.split('\r\n\r\n')[0] ?? '';
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      resolve({ request, status: status ? Number(status) : 0, ms: ms || performance.now() - started, head });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      if (received === '') ms = performance.now() - started;
      // The head is all we need; a long body is read and dropped.
      if (received.length < 70_000) received += chunk.toString('latin1');
    });
    socket.on('close', finish);
    // The server may answer (413, 431) and close before the whole request was written: that is an answer.
    socket.on('error', () => setTimeout(finish, 50));
    socket.write(request.bytes);
  });
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** `count` hostile requests from `seed`, `concurrency` at a time, against 127.0.0.1:port. */
export async function runFuzz(options: { port: number; count: number; seed: number | string; concurrency?: number }): Promise<FuzzReport> {
  const requests = new HostileRequests(options.seed, `127.0.0.1:${options.port}`);
  const outcomes: FuzzOutcome[] = [];
  let sent = 0;
  const worker = async () => {
    while (sent < options.count) {
      sent += 1;
      outcomes.push(await send(options.port, requests.next()));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  const statuses = new Map<number, number>();
  for (const outcome of outcomes) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
  const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return {
    total: outcomes.length,
    statuses: new Map([...statuses].sort(([a], [b]) => a - b)),
    serverErrors: outcomes.filter((outcome) => outcome.status >= 500),
    unanswered: outcomes.filter((outcome) => outcome.status === 0),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    longestHead: Math.max(0, ...outcomes.map((outcome) => outcome.head.length)),
  };
}

/** A failure in one line: what was sent and what came back. */
export const describeOutcome = (outcome: FuzzOutcome): string =>
  `${outcome.status} ${outcome.request.kind}: ${outcome.request.method} ${outcome.request.target.slice(0, 120)} → ${outcome.head.split('\r\n')[0] ?? ''}`;
