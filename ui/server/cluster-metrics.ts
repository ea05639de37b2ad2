import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** What a worker sends the primary to have the cluster's metrics, and the primary's answer (same `id`). */
const ASK = 'site:metrics';
const ANSWER = 'site:metrics-answer';
/** Longer than prom-client's own wait for the workers (5 s): a primary that never answers fails the scrape, never hangs it. */
const ANSWER_MS = 6_000;

interface Answer {
  readonly type: typeof ANSWER;
  readonly id: number;
  readonly text?: string;
  readonly error?: string;
}

/**
 * Issue 21 item 4, in a worker of `npm start`: this worker's registry is the one prom-client sends the primary when
 * it asks, and a scrape of /metrics (whichever worker the connection reached) answers the whole cluster's metrics,
 * which the primary aggregates (prom-client's AggregatorRegistry asks every worker).
 */
export function clusterScrape(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Made for its side effect: prom-client answers the primary's requests from a worker once one exists there.
  new AggregatorRegistry();
  let next = 0;
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => finish(new Error('The primary did not answer with the metrics')), ANSWER_MS);
      const onMessage = (message: Answer) => {
        if (message?.type !== ANSWER || message.id !== id) return;
        finish(message.error === undefined ? undefined : new Error(message.error), message.text);
      };
      const finish = (error?: Error, text?: string) => {
        clearTimeout(timer);
        process.off('message', onMessage);
        if (error || text === undefined) reject(error ?? new Error('No metrics'));
        else resolve(text);
      };
      process.on('message', onMessage);
      process.send!({ type: ASK, id });
    });
}

/** In the primary: answers each worker's ASK with every worker's metrics aggregated. */
export function answerMetricsRequests(): (worker: Worker) => void {
  const aggregator = new AggregatorRegistry();
  return (worker) => {
    worker.on('message', (message: { type?: unknown; id?: unknown }) => {
      if (message?.type !== ASK || typeof message.id !== 'number') return;
      const id = message.id;
      aggregator.clusterMetrics().then(
        (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text } satisfies Answer),
        (error: Error) => worker.isConnected() && worker.send({ type: ANSWER, id, error: error.message } satisfies Answer),
      );
    });
  };
}

/** The content type of what either gives (Prometheus text format 0.0.4). */
export const METRICS_CONTENT_TYPE = AggregatorRegistry.PROMETHEUS_CONTENT_TYPE;
export const inCluster = () => cluster.isWorker && typeof process.send === 'function';
