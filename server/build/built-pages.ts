import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildTargets, whyStale } from '../../scripts/build-state.js';

/**
 * server/web/ensure-build.ts as the compiled server has it (scripts/build.js puts this module in its place): the
 * compiled server never builds, since production installs have no Vite; `npm start` built whatever was stale before
 * it started the server. Run by hand (`node dist/app/main.js`), it refuses to start without the page bundles, and
 * serves stale ones with a warning (the readers' pages and the back office's app alike).
 */
export async function ensureBuild(log: (message: string) => void): Promise<void> {
  for (const target of [buildTargets.pages, buildTargets.admin]) {
    const missing = target.outputs.find((output) => !existsSync(join('dist', output)));
    if (missing) throw new Error(`dist/${missing} is missing: build the portal first (npm run build), or start it with npm start`);
    const stale = whyStale(target);
    if (stale) log(`the bundles are older than their sources (${stale}): serving them as built; npm start or npm run build rebuilds them`);
  }
}
