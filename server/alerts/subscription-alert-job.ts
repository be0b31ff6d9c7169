import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { JobLease } from '../db/job-lease.ts';
import { sendSubscriptionAlerts } from './send-subscription-alerts.ts';

export type AlertJobOptions = { intervalMs?: number; maxBackoffMs?: number };

/**
 * E-mail alerts run in the server, not in `npm run ingest`: a job looks every few seconds for articles newer than what
 * each subscription has looked at (one indexed MAX(id) when there is nothing new), so articles alert however they
 * arrive — the ingest command in another process, seeding, a later import path — and a mail server that is down
 * only delays alerts: the job backs off and tries again. Starts when the server is ready, stops when it closes.
 * Several processes on one database (`WORKERS`, many machines) run it once per round between them: a round runs in the
 * process holding the job's lease (server/db/job-lease.ts), which it renews each round; the others look again each
 * interval and take over when the holder stops or dies. (Alerts are claimed per article and subscription besides, so
 * even a round run twice would mail nothing twice.)
 */
export function registerSubscriptionAlerts(app: FastifyInstance, { db, store, mail, arrivals }: AppContext, { intervalMs = 5000, maxBackoffMs = 10 * 60_000 }: AlertJobOptions = {}): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let delay = intervalMs;
  // Outlasts a few rounds; a holder backing off longer (a mail server down) lets another process try.
  const lease = new JobLease(db, 'subscription-alerts', { ttlMs: Math.max(60_000, intervalMs * 6) });

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
    running = lease
      .acquire()
      .then(async (held) => {
        if (!held) {
          delay = intervalMs;
          return;
        }
        const outcome = await sendSubscriptionAlerts({ db, store, mail, warn: (message) => app.log.warn(message) });
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
    await lease.release().catch((error: unknown) => app.log.warn({ err: error }, 'subscription alerts: the lease could not be released'));
  });
}
