import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

const asked = 'masthead:metrics-request';
const answered = 'masthead:metrics-reply';
/** Longer than prom-client's own wait for the workers (5 s). */
const waitMs = 6000;

type Asked = { type: typeof asked; id: string };
type Answered = { type: typeof answered; id: string; text?: string; error?: string };
const isAsked = (message: unknown): message is Asked => (message as Asked | undefined)?.type === asked;
const isAnswered = (message: unknown): message is Answered => (message as Answered | undefined)?.type === answered;

/**
 * With `WORKERS`, a scrape of `GET /metrics` reaches one worker, whose own figures alone would jump between workers
 * from scrape to scrape (and Prometheus would read each jump down as a counter reset). So the worker asks the
 * supervisor, which gathers every worker's registry (prom-client's AggregatorRegistry: counters and histograms summed,
 * each metric's own aggregator otherwise) and answers the whole server's figures. This is the supervisor's half.
 */
export function answerMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isAsked(message)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: answered, id: message.id, text } satisfies Answered),
      (error: unknown) => worker.send({ type: answered, id: message.id, error: error instanceof Error ? error.message : String(error) } satisfies Answered),
    );
  });
}

/** The worker's half: its registry is read by the supervisor, and its scrapes answer every worker's figures. */
export function scrapeThroughSupervisor(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Made in a worker, an AggregatorRegistry has the worker answer the supervisor's requests for its figures.
  new AggregatorRegistry();
  const waiting = new Map<string, (message: Answered) => void>();
  process.on('message', (message: unknown) => {
    if (isAnswered(message)) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the supervisor did not answer with the workers’ metrics'));
      }, waitMs);
      waiting.set(id, (message) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (message.text !== undefined) resolve(message.text);
        else reject(new Error(message.error ?? 'no metrics'));
      });
      process.send!({ type: asked, id } satisfies Asked);
    });
}
