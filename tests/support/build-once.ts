import { ensureBuild } from '../../server/web/ensure-build.ts';

/** Vitest global setup: build the client and SSR bundles once, before any test file starts a page server. */
export default async function buildOnce(): Promise<void> {
  await ensureBuild((message) => process.stdout.write(`[build] ${message}\n`));
}
