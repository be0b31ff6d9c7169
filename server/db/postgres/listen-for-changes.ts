import type pg from 'pg';
import { postgresDriver } from './open-postgres.ts';
import { changeChannel, type ChangeTopic } from '../change-notices.ts';

type Logger = { info: (message: string) => void; warn: (message: string) => void };

/** The longest wait between two attempts to connect again. */
const maxRetryMs = 10_000;

/**
 * Keeps one connection LISTENing on the deployment's change channel and calls `onChange` with each topic announced
 * (server/db/change-notices.ts). A lost connection (the database restarted, a failover) is made again, waiting longer
 * each time up to 10 s; once it is back every topic is reported changed, since notices sent meanwhile were lost.
 */
export function listenForChanges(databaseUrl: string, onChange: (topic: ChangeTopic) => void, logger: Logger): { listening: Promise<void>; close: () => Promise<void> } {
  let markListening = () => {};
  /** Settles once the first LISTEN is in place. */
  const listening = new Promise<void>((resolve) => (markListening = resolve));
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;
  let retry: NodeJS.Timeout | undefined;
  let lostSince: number | undefined;

  const connectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const connect = async () => {
    const next = new (postgresDriver().pg.Client)({ connectionString: databaseUrl });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      if (lostSince === undefined) {
        lostSince = Date.now();
        if (!closed) logger.warn('changes: the listening connection to the database was lost; connecting again');
      }
      connectLater();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (notice) => {
      if (notice.channel === changeChannel && notice.payload === 'config') onChange(notice.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${changeChannel}`);
      if (closed) return void (await next.end().catch(() => {}));
      retryMs = 500;
      markListening();
      if (lostSince !== undefined) {
        logger.info(`changes: listening again after ${Math.round((Date.now() - lostSince) / 1000)} s`);
        lostSince = undefined;
        onChange('config');
      }
    } catch {
      lost();
      await next.end().catch(() => {});
    }
  };

  void connect();
  return {
    listening,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
