import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** The server's environment, validated once at start-up: a bad value stops the process with a clear line. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Listen address; development defaults to loopback (Vite serves source files there). */
  HOST: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, 'must be file:<path> or postgres://…')
    .default('file:./data/masthead.db'),
  SITE_CONFIG_DIR: z.string().default('./site-configs'),
  /** Where imported articles' package files (figure images, PDFs …) are kept; default: `files/` beside the database. */
  FILES_DIR: z.string().min(1).optional(),
  /** Watch site-configs/ and apply edits on the next request; on by default in development. */
  CONFIG_WATCH: z.enum(['on', 'off']).optional(),
  /**
   * How often each process asks the database whether another published configuration (issue 20: live everywhere
   * within 1 s). On PostgreSQL a publish also arrives at once by NOTIFY, and this poll is the fallback.
   */
  CONFIG_FOLLOW_MS: z.coerce.number().int().min(50).max(3_600_000).default(400),
  /** Bearer token for POST /rc-pub/admin/reload-config; without it the endpoint answers only loopback callers. */
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Behind a reverse proxy: the proxies' addresses (or CIDR ranges), comma-separated, whose X-Forwarded-For is believed
   * about the reader's address (rate limits, logs). Only the named hops are believed: the reader's address is the
   * right-most one no named proxy added, so a reader cannot choose it by sending the header. Requires ADMIN_TOKEN.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\d.:a-fA-F/]+(?:\s*,\s*[\d.:a-fA-F/]+)*$/, "must be the proxies' addresses, comma-separated (every hop is never trusted)")
    .optional(),
  /**
   * The deployment's own address (`https://journals.example.org`): canonical links and sitemaps of requests whose Host
   * is no site's configured domain say this, whatever Host a client sent. Unset: they follow the Host.
   */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) origin' })
    .transform((value) => new URL(value).origin)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Import the sample JATS articles (tests/fixtures/jats) when seeding a new database; off: JSON sample content only. */
  SAMPLE_ARTICLES: z.enum(['on', 'off']).default('on'),
  /** Threads `npm run ingest` parses JATS files in, beside the one that stores them (0: parse in that one). */
  INGEST_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  /**
   * Server processes on the one port (node:cluster): a supervisor prepares the database once, then runs this many
   * workers and replaces any that dies. 1: one process, as `npm run dev` always runs. Default: one per core.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(() => availableParallelism()),
  /** Serve the server-rendered pages (off: the /rc-pub API only). */
  PAGES: z.enum(['on', 'off']).default('on'),
  /**
   * Pages rendering at once; the rest wait their turn (server/web/render-slots.ts). What bounds the memory renders
   * take, whatever the number of connections. Default: twice the cores.
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(() => Math.max(2, availableParallelism() * 2)),
  /** Keep rendered article pages for anonymous readers and crawlers until content or configuration change. */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** How long a cached page may show stale counts (visits, downloads). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /**
   * Pages take the data the embedded back end hands over as it is (no second validation). On: each is still checked
   * with the page's schema, the check must change nothing, and it is frozen, so a render that changes the back end's
   * objects fails loudly (the test suite's setting; it costs the time the hand-over saves).
   */
  HAND_OVER_AUDIT: z.enum(['on', 'off']).default('off'),
  /** Keep the ordered hits and facet counts of searches (on), re-read on an import or after the TTL. */
  SEARCH_CACHE: z.enum(['on', 'off']).default('on'),
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  SEARCH_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Keep pages of the public content lists (on), read anew on an import, a configuration change or after the TTL. */
  LIST_CACHE: z.enum(['on', 'off']).default('on'),
  LIST_CACHE_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  LIST_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /** Read data from another /rc-pub deployment instead of the embedded database. */
  API_BASE_URL: z.url({ error: 'must be an http(s) URL' }).optional(),
  /** Machine translation: a Baidu Fanyi-protocol endpoint, with its app id and secret (all three, or none: off). */
  TRANSLATION_PROVIDER_URL: z.url({ error: 'must be an http(s) URL' }).optional(),
  TRANSLATION_APP_ID: z.string().min(1).optional(),
  TRANSLATION_SECRET: z.string().min(1).optional(),
  /** The AES-256 key of the translation request body, 64 hex digits; unset: random per process. */
  TRANSLATION_AES_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits').optional(),
  /** How long the translation provider may take before the reader sees a timeout. */
  TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Outgoing mail: `smtp://user:pass@host:587` or `smtps://…`; unset: mail waits in an in-memory outbox (GET /rc-pub/admin/outbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be smtp://… or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Masthead <no-reply@localhost>'),
  /** Signs third-party login state and bind tickets, and keys the verification-code hashes; unset: random per process. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Multiplies every per-address rate limit of the sign-in endpoints (tests raise it; 1 in production). */
  AUTH_RATE_LIMIT_FACTOR: z.coerce.number().min(0.01).max(10_000).default(1),
  /** Every captcha's answer, for automated tests. Honoured only when NODE_ENV=test; ignored (with a warning) otherwise. */
  CAPTCHA_TEST_ANSWER: z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'must be 1-16 letters or digits').optional(),
  /** Third-party (UMT) login: off, or the development provider (no network; identities named in the callback code). */
  THIRD_PARTY_LOGIN: z.enum(['off', 'development']).default('off'),
  /** The identity the development provider signs in by default. */
  THIRD_PARTY_DEV_IDENTITY: z.string().regex(/^[\w.@-]{1,64}$/, 'must be 1-64 letters, digits or . @ _ -').default('dev-reader'),
  /** Where the third party sends the reader back (the client's callback page); the provider appends code and state. */
  THIRD_PARTY_CALLBACK_URL: z.string().min(1).default('/login'),
});

export type Env = z.infer<typeof envSchema>;

/** Rules between variables: behind a proxy every reader comes from the proxy's address, so loopback proves nothing. */
const envRules = envSchema.superRefine((env, context) => {
  if (env.TRUST_PROXY && !env.ADMIN_TOKEN) {
    context.addIssue({ code: 'custom', path: ['ADMIN_TOKEN'], message: 'is required when TRUST_PROXY is set (behind a proxy, the admin endpoints cannot tell the host from a reader)' });
  }
});

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env & { HOST: string } {
  const result = envRules.safeParse(source);
  if (result.success) return { ...result.data, HOST: result.data.HOST ?? (result.data.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0') };
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

export function shouldWatchConfig(env: Env): boolean {
  return env.CONFIG_WATCH ? env.CONFIG_WATCH === 'on' : env.NODE_ENV === 'development';
}
