import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from '../../server/web/ensure-build.ts';
import { buildTemplates } from './template-database.ts';

/** Set once per vitest process: the integration and e2e projects both name this setup, and it must run once. */
const done = Symbol.for('masthead.test-servers-ready');

/**
 * Vitest global setup, once per run before any test file starts: builds the client and SSR bundles (page servers
 * serve them), and the seeded template databases every test server copies (tests/support/template-database.ts),
 * handed to the workers through MASTHEAD_TEST_TEMPLATES. Returns the teardown that removes the templates.
 */
export default async function globalSetup(): Promise<(() => void) | undefined> {
  const state = globalThis as { [done]?: boolean };
  if (state[done]) return undefined;
  state[done] = true;
  const root = mkdtempSync(join(tmpdir(), 'masthead-templates-'));
  const [, keys] = await Promise.all([ensureBuild((message) => process.stdout.write(`[build] ${message}\n`)), buildTemplates(root, 'site-configs')]);
  process.env.MASTHEAD_TEST_TEMPLATES = JSON.stringify({ root, keys });
  return () => rmSync(root, { recursive: true, force: true });
}
