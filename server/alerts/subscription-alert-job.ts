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
export function registerSubscriptionAlerts(app: FastifyInstance, { db, store, mail, arrivals }: AppContext, { intervalMs = 5000, maxBackoffMs = 10 * 60_000 }: AlertJobOptions = {}): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let delay = intervalMs;

  /** Set when an arrival was announced while a round ran: that round may have looked before it. */
  let wanted = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, wanted ? 0 : delay);
    wanted = false;
    timer.unref();
  };
  const tick = () => {
    timer = undefined;
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

  // An article published in this process is alerted now: the waiting round is brought forward, or, while one runs,
  // the next follows it at once.
  const bringForward = () => {
    if (stopped) return;
    if (!timer) {
      wanted = true;
      return;
    }
    clearTimeout(timer);
    tick();
  };
  let stopListening: (() => void) | undefined;

  app.addHook('onReady', async () => {
    stopped = false;
    stopListening = arrivals?.listen(bringForward);
    tick();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    stopListening?.();
    clearTimeout(timer);
    await running;
  });
}
