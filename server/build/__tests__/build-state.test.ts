import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTargets, staleTargets } from '../../../scripts/build-state.js';

/** `npm start` decides what to build with staleTargets: here on a project of its own, with times set by hand. */
describe('staleTargets (what npm start builds before it starts the server)', () => {
  let root: string;
  const built = 1_000_000;
  const write = (path: string, seconds: number) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, path);
    utimesSync(file, seconds, seconds);
  };
  /** A project built at `built`, its sources older: every output and stamp there. */
  const builtProject = () => {
    for (const source of ['src/main.tsx', 'admin/main.tsx', 'runtime/api/api-client.ts', 'blocks/header/Header.tsx', 'schemas/site.ts', 'server/main.ts', 'server/web/serve-pages.ts', 'package-lock.json', 'scripts/build.js']) write(source, built - 60);
    for (const { outputs, stamp } of Object.values(buildTargets)) for (const output of [...outputs, stamp]) write(`dist/${output}`, built);
    // Folders' own times count too (an entry removed); here, old ones.
    for (const folder of ['src', 'admin', 'runtime', 'runtime/api', 'blocks', 'blocks/header', 'schemas', 'server', 'server/web', 'scripts']) utimesSync(join(root, folder), built - 60, built - 60);
  };
  const names = () => staleTargets(['pages', 'server'], root).map(({ name }) => name);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'masthead-build-state-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds everything on a fresh clone, and nothing on a tree built since its sources last changed', () => {
    write('server/main.ts', built);
    expect(staleTargets(['pages', 'server'], root)).toEqual([
      { name: 'pages', reason: 'dist/client/index.html is missing' },
      { name: 'server', reason: 'dist/app/main.js is missing' },
    ]);
    builtProject();
    expect(names()).toEqual([]);
  });

  it('rebuilds the server when a server source changes, and only the server', () => {
    builtProject();
    write('server/web/serve-pages.ts', built + 1);
    expect(staleTargets(['pages', 'server'], root)).toEqual([{ name: 'server', reason: 'server changed since the last build' }]);
  });

  it('rebuilds the pages when a block changes, and both when a schema, the lock file or the build script does', () => {
    builtProject();
    write('blocks/header/Header.tsx', built + 1);
    expect(names()).toEqual(['pages']);
    for (const shared of ['schemas/site.ts', 'package-lock.json', 'scripts/build.js']) {
      builtProject();
      write(shared, built + 1);
      expect(names(), shared).toEqual(['pages', 'server']);
    }
  });

  it("rebuilds the back office's app when admin/ changes, and with the pages when the runtime does; never for a block", () => {
    const all = () => staleTargets(['pages', 'admin', 'server'], root).map(({ name }) => name);
    builtProject();
    write('admin/main.tsx', built + 1);
    expect(all()).toEqual(['admin']);
    builtProject();
    write('runtime/api/api-client.ts', built + 1);
    expect(all()).toEqual(['pages', 'admin']);
    builtProject();
    write('blocks/header/Header.tsx', built + 1);
    expect(all()).toEqual(['pages']);
  });

  it('rebuilds a target whose stamp is missing (a build that died half-way), and not for a changed test', () => {
    builtProject();
    rmSync(join(root, 'dist/app/.build-stamp'));
    expect(staleTargets(['pages', 'server'], root)).toEqual([{ name: 'server', reason: 'dist/app/.build-stamp is missing' }]);
    builtProject();
    write('server/web/__tests__/serve-pages.test.ts', built + 1);
    utimesSync(join(root, 'server/web'), built - 60, built - 60);
    expect(names()).toEqual([]);
  });
});
