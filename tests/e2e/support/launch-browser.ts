import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (`apt-get install -y chromium`), headless, with the flags this sandbox needs: no background
 * networking (the machine has no network beyond the package registries) and a throwaway profile.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
  });
}
