import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium (`apt-get install -y chromium`), headless, with the flags this sandbox needs: no background
 * networking (the machine has no network beyond the package registries) and a throwaway profile.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  };
}

/**
 * This worker's Chromium: a connection to the one the run started for it (tests/e2e/support/browser-pool.ts), or,
 * outside such a run, a Chromium of its own. Closing the returned browser closes what this file opened in it.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoints = process.env.MASTHEAD_CHROMIUM_ENDPOINTS ? (JSON.parse(process.env.MASTHEAD_CHROMIUM_ENDPOINTS) as string[]) : [];
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  const endpoint = endpoints[worker % Math.max(endpoints.length, 1)];
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumLaunchOptions());
}
