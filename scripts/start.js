// `npm start` (node scripts/start.js) runs the compiled server, dist/app/main.js, in this process (so the heap ceiling
// npm start gives node is the server's). `npm run ingest -- …` (node scripts/start.js ingest …) runs the compiled
// ingest command likewise, and `npm run crossref -- …` the Crossref deposit command. Whatever of the build is missing
// or older than its sources is built first, in a process of its own (scripts/build.js, which needs the
// devDependencies: `npm ci && npm start` is the whole set-up). A production install (`npm ci --omit=dev`) runs a
// tree built beforehand (`npm run build`) with node alone.
//
// Plain JavaScript, and nothing imported before the build is current but build-state.js: no tsx, no Vite.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildTargets, staleTargets } from './build-state.js';

const say = (message) => process.stderr.write(`masthead: ${message}\n`);

/** Commands besides the server, each built to dist/app/<name>.js. */
const commands = new Set(['ingest', 'admin', 'crossref', 'config', 'db']);
const command = commands.has(process.argv[2]) ? process.argv[2] : 'main';
// The command's own arguments follow, as if it had been run alone.
if (command !== 'main') process.argv.splice(2, 1);

if (command === 'main' && process.env.NODE_ENV === 'development') {
  say('npm start runs the compiled server, for production; development mode (Vite inside the server) is npm run dev');
  process.exit(1);
}

// A command needs the server's build only; the server, the pages' and the back office's too.
const targets = command === 'main' ? ['pages', 'admin', 'server'] : ['server'];
const stale = staleTargets(targets);
if (stale.length > 0) {
  const reasons = stale.map(({ name, reason }) => `${name}: ${reason}`).join('; ');
  if (!viteInstalled()) {
    const built = targets.every((name) => buildTargets[name].outputs.every((output) => existsSync(resolve('dist', output))));
    say(`the build in dist/ is not current (${reasons}), and building needs the devDependencies, which this install omits.`);
    say(`Build it where they are installed: npm ci && npm run build${built ? `; or run the build as it is: node dist/app/${command}.js` : ''}`);
    process.exit(1);
  }
  // Build output is for the operator, never on stdout: the commands print their results there (`npm run ingest` one
  // JSON line per article, `npm run crossref` the deposit's XML).
  const { status, signal } = spawnSync(process.execPath, [fileURLToPath(new URL('./build.js', import.meta.url)), '--if-stale', ...targets], { stdio: ['ignore', 2, 2] });
  if (status !== 0) {
    say(`the build failed (${signal ?? `exit code ${status}`})`);
    process.exit(status || 1);
  }
}

await import(pathToFileURL(resolve('dist/app', `${command}.js`)).href);

function viteInstalled() {
  try {
    import.meta.resolve('vite');
    return true;
  } catch {
    return false;
  }
}
