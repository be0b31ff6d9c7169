import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { TestServer } from '../../support/start-test-server.ts';
import { launchBrowser } from './launch-browser.ts';
import { startPageServer } from './page-server.ts';

/** One page server and one browser for a test file, started before its tests and closed after them. */
export function browserAndServerForThisFile(env: Record<string, string> = {}, prepare?: (configDir: string) => void) {
  const handles = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [handles.server, handles.browser] = await Promise.all([startPageServer(env, prepare), launchBrowser()]);
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.server?.close();
  });
  return handles;
}
