import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './launch-browser.ts';

/**
 * Vitest global setup of the end-to-end project: one Chromium per worker, started once for the whole run rather
 * than once per file. Each worker connects to its own (by VITEST_POOL_ID, see launch-browser.ts), so files never
 * share a browser at the same time. The endpoints reach the workers through MASTHEAD_CHROMIUM_ENDPOINTS.
 */
export default async function browserPool(project: TestProject): Promise<() => Promise<void>> {
  const workers = Number(project.config.maxWorkers) || 1;
  const servers: BrowserServer[] = await Promise.all(Array.from({ length: workers }, () => chromium.launchServer(chromiumLaunchOptions())));
  process.env.MASTHEAD_CHROMIUM_ENDPOINTS = JSON.stringify(servers.map((server) => server.wsEndpoint()));
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
