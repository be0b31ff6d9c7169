import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { sendSubscriptionAlerts } from './send-subscription-alerts.ts';

export type AlertJobOptions = { intervalMs?: number; maxBackoffMs?: number };

/**
 * E-mail alerts run in the server, not in `npm run ingest`: a job looks every few seconds for articles newer than what
 * each subscription has looked at (one indexed MAX(id) when there is nothing new), so articles alert however they
 * arrive — the ingest command in another process, seeding, a later import path — and a mail server that is down
 * only delays alerts: the job backs off and tries again. Starts when the server is ready, stops when it closes.
 */
export function registerSubscriptionAlerts(app: FastifyInstance, { db, store, mail }: AppContext, { intervalMs = 5000, maxBackoffMs = 10 * 60_000 }: AlertJobOptions = {}): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let delay = intervalMs;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  const tick = () => {
    running = sendSubscriptionAlerts({ db, store, mail, warn: (message) => app.log.warn(message) })
      .then((outcome) => {
        if (outcome.mailsSent > 0) app.log.info(`subscription alerts: ${outcome.mailsSent} e-mail(s), ${outcome.articlesSent} article(s)`);
        delay = outcome.failures > 0 ? Math.min(delay * 2, maxBackoffMs) : intervalMs;
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'subscription alerts failed');
        delay = Math.min(delay * 2, maxBackoffMs);
      })
      .finally(schedule);
  };

  app.addHook('onReady', async () => {
    stopped = false;
    tick();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
