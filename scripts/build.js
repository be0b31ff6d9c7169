// `npm run build` (node scripts/build.js): builds everything `npm start` runs, into dist/:
//   dist/client  the browser bundle (with .gz and .br beside each asset)
//   dist/server  the SSR renderer (entry-server.js)
//   dist/admin-app  the back office's app (admin/: its page and its assets, served at /admin/)
//   dist/app     the server itself (main.js; ingest.js for `npm run ingest`, admin.js for `npm run admin`, crossref.js for `npm run crossref`, config.js for `npm run config`, db.js for `npm run db`)
// `--if-stale` builds only what is missing or older than its sources (scripts/build-state.js): what `npm start` runs.
// Target names (`pages`, `admin`, `server`) limit it to those.
//
// Plain JavaScript: it runs before anything is built, without tsx. It needs Vite (a devDependency); what it builds
// needs none. The server is compiled by Vite too (an SSR build, which externalises the packages of node_modules)
// rather than by a second bundler: the tool, its TypeScript transform and its resolution are the pages' own.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildTargets, staleTargets } from './build-state.js';

/** A lock older than this belongs to a build that died; it is taken over. */
const staleLockMs = 10 * 60_000;

/**
 * Builds the named targets that are missing or stale, under the build lock: two processes starting at once (a server
 * and a test run) must not empty each other's output, so one builds and the other waits for it, then checks again.
 * @param {readonly ('pages' | 'admin' | 'server')[]} names
 * @param {(message: string) => void} log
 */
export async function ensureBuilt(names, log, root = '.') {
  if (staleTargets(names, root).length === 0) return;
  const release = await acquireBuildLock(root, log);
  try {
    const stale = staleTargets(names, root);
    if (stale.length > 0) {
      log(`building ${stale.map(({ name, reason }) => `${name} (${reason})`).join(', ')}…`);
      await build(
        stale.map(({ name }) => name),
        log,
        root,
      );
    }
  } finally {
    release();
  }
}

/**
 * Builds the named targets now, whether stale or not (the caller holds the lock, or is `npm run build`).
 * @param {readonly ('pages' | 'admin' | 'server')[]} names
 * @param {(message: string) => void} log
 */
export async function build(names, log, root = '.') {
  const distDir = resolve(root, 'dist');
  const vite = await import('vite');
  // Always a production build, whoever asks (vitest runs with NODE_ENV=test, which would ship development React).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const name of names) {
      const started = Date.now();
      if (name === 'pages') await buildPages(vite, resolve(root), distDir);
      else if (name === 'admin') await buildAdmin(vite, resolve(root));
      else await buildServer(vite, resolve(root), distDir);
      // The stamp says when the build began: a source saved while it ran is newer, and the next start rebuilds.
      const stamp = join(distDir, buildTargets[name].stamp);
      writeFileSync(stamp, new Date(started).toISOString());
      utimesSync(stamp, started / 1000, started / 1000);
      log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** @param {typeof import('vite')} vite */
async function buildPages(vite, root, distDir) {
  const common = { root, configFile: join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' };
  await vite.build({ ...common, build: { outDir: join(distDir, 'client'), emptyOutDir: true, manifest: true } });
  await vite.build({ ...common, build: { ssr: 'src/entry-server.tsx', outDir: join(distDir, 'server'), emptyOutDir: true } });
  precompressAssets(join(distDir, 'client'));
}

/** The back office's app (admin/vite.config.ts) into dist/admin-app. @param {typeof import('vite')} vite */
async function buildAdmin(vite, root) {
  await vite.build({ root, configFile: join(root, 'admin/vite.config.ts'), mode: 'production', logLevel: 'warn' });
  precompressAssets(join(root, 'dist/admin-app'));
}

/**
 * The server (server/main.ts), the ingest command and its parsing thread, and the admin and crossref commands, compiled
 * to dist/app. The project's own TypeScript (server/, schemas/) is bundled; every package stays external (imported from
 * node_modules at run time, as under tsx: better-sqlite3 and resvg are native, and none is bundled twice) — but in the
 * parsing thread (dist/app/parse-worker.js), a file of its own with the pure-JavaScript packages it reads with. Not
 * vite.config.ts: its React plugin and browser aliases are the pages'.
 * @param {typeof import('vite')} vite
 */
async function buildServer(vite, root, distDir) {
  const outDir = join(distDir, 'app');
  const common = { root, configFile: false, mode: 'production', logLevel: 'warn', publicDir: false, plugins: [compiledServer(root, outDir)] };
  // A stack trace maps back to the TypeScript with `node --enable-source-maps`.
  const output = { outDir, target: 'node20', minify: false, sourcemap: true, ssr: true };
  await vite.build({
    ...common,
    ssr: { target: 'node' },
    build: {
      ...output,
      emptyOutDir: true,
      rolldownOptions: {
        input: { main: 'server/main.ts', ingest: 'server/commands/ingest.ts', admin: 'server/commands/admin.ts', crossref: 'server/commands/crossref.ts', config: 'server/commands/config.ts', db: 'server/commands/db.ts' },
        // Every file in dist/app itself, so every module's place relative to the project is the same (see below).
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  // The parsing thread, one file with the packages it uses: a thread loads its modules anew, and a hundred files of
  // packages (zod's most) took it tens of milliseconds longer to load than one.
  await vite.build({
    ...common,
    ssr: { target: 'node', noExternal: true },
    build: {
      ...output,
      emptyOutDir: false,
      rolldownOptions: { input: { 'parse-worker': 'server/ingest/parse/parse-worker.ts' }, output: { entryFileNames: '[name].js', chunkFileNames: 'parse-worker-[name]-[hash].js' } },
    },
  });
}

/**
 * What the compiled server does differently from the server run from source:
 * - `import.meta.url` still names the module's source file (server/seed/… reads its content/ folder, server/citations/…
 *   its styles/ beside it), as an address relative to dist/app, so a build moved with its project still finds them;
 * - it never builds: server/web/ensure-build.ts is replaced by server/build/built-pages.ts (`npm start` builds what is
 *   stale before it starts the server; production installs have no Vite);
 * - the ingest's parsing threads run dist/app/parse-worker.js (server/build/built-parse-worker-url.ts), not the source;
 * - development mode (Vite in the server) runs from source only (`npm run dev`): `vite` is server/build/no-vite.ts.
 * @returns {import('vite').Plugin}
 */
function compiledServer(root, outDir) {
  const substitutes = new Map([
    [resolve(root, 'server/web/ensure-build.ts'), resolve(root, 'server/build/built-pages.ts')],
    [resolve(root, 'server/ingest/parse/parse-worker-url.ts'), resolve(root, 'server/build/built-parse-worker-url.ts')],
  ]);
  const inProject = (id) => !id.includes(`${sep}node_modules${sep}`) && !relative(root, id).startsWith('..');
  return {
    name: 'masthead:compiled-server',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'vite') return resolve(root, 'server/build/no-vite.ts');
      if (!importer || !source.startsWith('.')) return null;
      return substitutes.get(resolve(dirname(importer), source)) ?? null;
    },
    transform(code, id) {
      if (!inProject(id) || !code.includes('import.meta.url')) return null;
      const fromOutput = relative(outDir, id).split(sep).join('/');
      // Columns move on these lines only; lines stay where they were, so the map stays good enough (null: unchanged).
      return { code: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`), map: null };
    },
  };
}

async function acquireBuildLock(root, log) {
  const distDir = resolve(root, 'dist');
  const lockFile = join(distDir, '.build-lock');
  mkdirSync(distDir, { recursive: true });
  let announced = false;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const held = statSync(lockFile, { throwIfNoEntry: false });
      if (!held) continue;
      if (Date.now() - held.mtimeMs > staleLockMs) rmSync(lockFile, { force: true });
      else {
        if (!announced) log('another process is building; waiting for it…');
        announced = true;
        await new Promise((done) => setTimeout(done, 500));
      }
    }
  }
}

/**
 * Writes `.gz` and `.br` beside every compressible built file, so assets are served compressed at no CPU cost. Not
 * the source maps: the servers never serve them (server/web/serve-pages.ts, serve-admin-app.ts), and compressing them
 * took three quarters of this step's CPU (~10 s a build).
 */
function precompressAssets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompressAssets(path);
      continue;
    }
    if (!/\.(js|css|svg|json|html|txt)$/.test(entry.name)) continue;
    const content = readFileSync(path);
    if (content.length < 1024) continue;
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const log = (message) => console.log(`build: ${message}`);
  const named = process.argv.slice(2).filter((arg) => Object.hasOwn(buildTargets, arg));
  const names = named.length > 0 ? named : Object.keys(buildTargets);
  if (process.argv.includes('--if-stale')) await ensureBuilt(names, log);
  else {
    const release = await acquireBuildLock('.', log);
    try {
      await build(names, log);
    } finally {
      release();
    }
  }
}
