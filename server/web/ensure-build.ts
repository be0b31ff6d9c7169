import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { distDir } from './page-renderer.ts';

const sourceRoots = ['src', 'runtime', 'blocks', 'kits', 'schemas', 'machines', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const stampFile = join(distDir, '.build-stamp');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '__tests__') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

export function buildIsCurrent(): boolean {
  if (!existsSync(stampFile) || !existsSync(join(distDir, 'server/entry-server.js'))) return false;
  const built = statSync(stampFile).mtimeMs;
  return sourceRoots.every((root) => newestChange(resolve(root)) <= built);
}

/**
 * Builds the browser bundle and the SSR entry when `dist/` is missing or older than the sources, so `npm start`
 * serves current pages on a fresh clone without a separate build step.
 */
export async function ensureBuild(log: (message: string) => void): Promise<void> {
  if (buildIsCurrent()) return;
  // Two processes starting at once (a server and a test run) must not empty each other's output: one builds, the
  // other waits for it and then checks again.
  const release = await acquireBuildLock(log);
  try {
    if (!buildIsCurrent()) await build(log);
  } finally {
    release();
  }
}

const lockFile = join(distDir, '.build-lock');
/** A lock older than this belongs to a build that died; it is taken over. */
const staleLockMs = 10 * 60_000;

async function acquireBuildLock(log: (message: string) => void): Promise<() => void> {
  mkdirSync(distDir, { recursive: true });
  let announced = false;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = statSync(lockFile, { throwIfNoEntry: false });
      if (!held) continue;
      if (Date.now() - held.mtimeMs > staleLockMs) rmSync(lockFile, { force: true });
      else {
        if (!announced) log('another process is building the pages; waiting for it…');
        announced = true;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
}

async function build(log: (message: string) => void): Promise<void> {
  log('building the portal pages (client and server bundles)…');
  const started = Date.now();
  const { build } = await import('vite');
  // Always a production build, whoever asks (vitest runs with NODE_ENV=test, which would ship development React).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir: join(distDir, 'client'), emptyOutDir: true, manifest: true } });
    await build({ mode: 'production', logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: join(distDir, 'server'), emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  precompressAssets(join(distDir, 'client'));
  writeFileSync(stampFile, new Date().toISOString());
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Writes `.gz` and `.br` beside every compressible built file, so assets are served compressed at no CPU cost. */
function precompressAssets(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompressAssets(path);
      continue;
    }
    if (!/\.(js|css|svg|json|html|txt|map)$/.test(entry.name)) continue;
    const content = readFileSync(path);
    if (content.length < 1024) continue;
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
