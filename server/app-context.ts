import type { Metrics } from './operations/metrics.ts';
import type { Kysely } from 'kysely';
import type { AuthSettings } from './accounts/auth-settings.ts';
import type { ConfigStore } from './config/config-store.ts';
import type { FileStore } from './files/file-store.ts';
import type { Database } from './db/tables.ts';
import type { MailSender } from './messaging/mail-sender.ts';
import type { Messaging } from './messaging/messaging-from-env.ts';
import type { SmsSender } from './messaging/sms-sender.ts';
import type { GenerationCacheOptions } from './cache/generation-cache.ts';
import type { CachedRead } from './content/list-cache.ts';
import type { Arrivals } from './content/arrivals.ts';
import type { TranslationSettings } from './translation/translation-settings.ts';

/** What every route needs: the live configuration and the content database. */
export type AppContext = {
  store: ConfigStore;
  db: Kysely<Database>;
  adminToken?: string | undefined;
  /** Machine translation's body key and provider; absent: a random key and no provider. */
  translation?: TranslationSettings | undefined;
  /** The deployment's files: article package files, studio and member pictures (server/files/file-store.ts). */
  files: FileStore;
  /** Keeping what searches found (server/cache/generation-cache.ts); absent: every search runs. */
  searchCache?: GenerationCacheOptions | undefined;
  /** Reads of the public content lists through the server's one list cache (server/content/list-cache.ts); absent: read anew. */
  listCache?: CachedRead | undefined;
  /** Outgoing e-mail and text messages (server/messaging/messaging-from-env.ts). */
  mail: MailSender;
  sms: SmsSender;
  /** The development senders' outboxes, for GET /rc-pub/admin/outbox and tests. */
  outboxes?: Messaging['outboxes'] | undefined;
  /** Sign-in secrets, limits and stores; absent: defaults with a random secret and no third-party login. */
  auth?: AuthSettings | undefined;
  /** PUBLIC_ORIGIN: what canonical links and sitemaps say for a Host no site names (server/http/public-origin.ts). */
  publicOrigin?: string | undefined;
  /** Development: Vite's own inline scripts run, so pages carry no content security policy. */
  development?: boolean | undefined;
  /** Articles reaching readers in this process (server/content/arrivals.ts); absent: the app makes its own. */
  arrivals?: Arrivals | undefined;
  /** What the server counts for `GET /metrics`; absent: the app makes its own. */
  metrics?: Metrics | undefined;
};
