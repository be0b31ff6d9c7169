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
  /** Watch site-configs/ and apply edits on the next request; on by default in development. */
  CONFIG_WATCH: z.enum(['on', 'off']).optional(),
  /** Bearer token for POST /rc-pub/admin/reload-config; without it the endpoint answers only loopback callers. */
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Import the sample JATS articles (tests/fixtures/jats) when seeding a new database; off: JSON sample content only. */
  SAMPLE_ARTICLES: z.enum(['on', 'off']).default('on'),
  /** Serve the server-rendered pages (off: the /rc-pub API only). */
  PAGES: z.enum(['on', 'off']).default('on'),
  /** Read data from another /rc-pub deployment instead of the embedded database. */
  API_BASE_URL: z.url({ error: 'must be an http(s) URL' }).optional(),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env & { HOST: string } {
  const result = envSchema.safeParse(source);
  if (result.success) return { ...result.data, HOST: result.data.HOST ?? (result.data.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0') };
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

export function shouldWatchConfig(env: Env): boolean {
  return env.CONFIG_WATCH ? env.CONFIG_WATCH === 'on' : env.NODE_ENV === 'development';
}
