// Whether the build in dist/ is current. Plain JavaScript with no dependency: `npm start`'s launcher reads it before
// anything is built (no tsx, no Vite), and the compiled server reads it to warn when it serves an older build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * What `npm run build` makes (`outputs`, in `dist/`), from what (`sources`, files or folders of the project), and the
 * stamp file it writes when a target is done: a target is current when its outputs exist and no source changed
 * after its stamp. `scripts/build.js` holds how each is built, so it counts as a source of both.
 * @type {Record<'pages' | 'admin' | 'server', { sources: string[]; outputs: string[]; stamp: string }>}
 */
export const buildTargets = {
  // The browser bundle (dist/client) and the SSR renderer (dist/server/entry-server.js).
  pages: {
    sources: ['src', 'runtime', 'blocks', 'kits', 'schemas', 'machines', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/build.js', 'scripts/chunk-groups.js'],
    outputs: ['client/index.html', 'server/entry-server.js'],
    stamp: '.build-stamp',
  },
  // The back office's app (dist/admin-app): admin/ and what it imports (eslint holds admin/ to these folders).
  admin: {
    sources: ['admin', 'runtime', 'schemas', 'package-lock.json', 'scripts/build.js'],
    outputs: ['admin-app/admin/index.html'],
    stamp: 'admin-app/.build-stamp',
  },
  // The server itself (dist/app): server/ and the schemas it imports (eslint holds server/ to those two folders).
  server: {
    sources: ['server', 'schemas', 'package-lock.json', 'scripts/build.js'],
    outputs: ['app/main.js', 'app/ingest.js', 'app/parse-worker.js', 'app/admin.js', 'app/crossref.js', 'app/config.js', 'app/db.js'],
    stamp: 'app/.build-stamp',
  },
};

/** The newest modification time (ms) of a file, or of a folder and everything in it but tests and node_modules. */
export function newestChange(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '__tests__') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/**
 * Why a target must be built, or undefined when it is current: an output is missing, or a source changed after the
 * stamp. `root` is the project folder (the sources), `distDir` the build's.
 * @param {{ sources: string[]; outputs: string[]; stamp: string }} target
 * @returns {string | undefined}
 */
export function whyStale(target, root = '.', distDir = join(root, 'dist')) {
  const missing = target.outputs.find((output) => !existsSync(join(distDir, output)));
  if (missing) return `dist/${missing} is missing`;
  const stamp = statSync(join(distDir, target.stamp), { throwIfNoEntry: false });
  if (!stamp) return `dist/${target.stamp} is missing`;
  const changed = target.sources.find((source) => newestChange(resolve(root, source)) > stamp.mtimeMs);
  return changed ? `${changed} changed since the last build` : undefined;
}

/**
 * The targets (of `names`) that must be built, each with why.
 * @param {readonly ('pages' | 'admin' | 'server')[]} names
 * @returns {{ name: 'pages' | 'admin' | 'server'; reason: string }[]}
 */
export function staleTargets(names = ['pages', 'admin', 'server'], root = '.', distDir = join(root, 'dist')) {
  return names.flatMap((name) => {
    const reason = whyStale(buildTargets[name], root, distDir);
    return reason ? [{ name, reason }] : [];
  });
}
