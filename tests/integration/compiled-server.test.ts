import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseAst } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../scripts/build.js';
import { prepareTestFolder, removeTestFolder, type TestFolder } from '../support/start-test-server.ts';

/**
 * `npm start` runs the compiled server (dist/app, scripts/build.js) and the SSR renderer (dist/server) with node
 * alone, on installs without the devDependencies (`npm ci --omit=dev`): what they import must be a Node built-in or
 * a package of package.json's "dependencies". And the launcher (scripts/start.js) serves pages and articles from
 * them, with the sample content the compiled server seeds from server/seed/content and the JATS fixtures it names.
 */
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

beforeAll(async () => {
  await ensureBuilt(['pages', 'admin', 'server'], (message) => process.stdout.write(`[build] ${message}\n`));
}, 300_000);

/** Every JavaScript file under a folder of dist/. */
function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

type Node = { type: string; [key: string]: unknown };
/** The modules a built file imports: static imports and re-exports, `import()` and `require()` of a string. */
function importedModules(code: string): string[] {
  const found: string[] = [];
  const literal = (node: unknown) => {
    const value = node as Node | undefined;
    if (value?.type === 'Literal' && typeof value.value === 'string') return value.value;
    if (value?.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0) return ((value.quasis as { value: { cooked: string } }[])[0]!).value.cooked;
    return undefined;
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const current = node as Node;
    if (['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration', 'ImportExpression'].includes(current.type)) {
      const source = literal(current.source);
      if (source !== undefined) found.push(source);
    }
    const callee = current.callee as Node | undefined;
    if (current.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'require') {
      const source = literal((current.arguments as unknown[])[0]);
      if (source !== undefined) found.push(source);
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'type' && value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return found;
}

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

describe('the compiled server', () => {
  it('imports nothing but Node built-ins, its own files and the packages of "dependencies"', () => {
    const files = [...builtFiles('dist/app'), ...builtFiles('dist/server')];
    expect(files).toContain(join('dist', 'app', 'main.js'));
    expect(files).toContain(join('dist', 'server', 'entry-server.js'));
    const packages = new Map<string, string>();
    for (const file of files) {
      for (const specifier of importedModules(readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
        packages.set(packageOf(specifier), file);
      }
    }
    const notDependencies = [...packages].filter(([name]) => !(name in manifest.dependencies)).map(([name, file]) => `${name} (${file})`);
    expect(notDependencies).toEqual([]);
    // What the server has always imported, seen: the parse found the imports (a scan finding none would pass too).
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3', 'react', 'react-dom']));
    expect(packages.has('vite') || packages.has('tsx')).toBe(false);
  });

  describe('started by the launcher (node scripts/start.js, as npm start) on a fresh database', () => {
    let folder: TestFolder;
    let child: ChildProcess | undefined;
    let url = '';
    const fetchPage = async (path: string) => {
      const response = await fetch(`${url}${path}`);
      return { status: response.status, html: await response.text() };
    };

    beforeAll(async () => {
      // A database of its own, so the compiled server migrates and seeds it (sample content and JATS articles).
      folder = prepareTestFolder({ NODE_ENV: 'production', PAGES: 'on', CONFIG_WATCH: 'off', LOG_LEVEL: 'info' });
      folder.env.DATABASE_URL = `file:${join(folder.dir, 'fresh.db')}`;
      const started = spawn(process.execPath, ['scripts/start.js'], { env: { ...process.env, ...folder.env }, stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      let errors = '';
      started.stderr.on('data', (chunk: Buffer) => (errors += chunk));
      url = await new Promise<string>((resolve, reject) => {
        createInterface({ input: started.stdout }).on('line', (line) => {
          const served = /Masthead is serving on (http:\/\/\S+?)"/.exec(line);
          if (served) resolve(served[1]!);
        });
        started.once('exit', (code) => reject(new Error(`the compiled server exited with code ${code} before serving:\n${errors}`)));
      });
    }, 120_000);

    afterAll(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (folder) removeTestFolder(folder);
    });

    it('serves a home page and a seeded JATS article, and formats a GB/T 7714 citation (styles read beside its source)', async () => {
      const home = await fetchPage('/optics/zh/home/');
      expect(home.status).toBe(200);
      expect(home.html).toContain('光学前沿');
      const article = await fetchPage('/ecology/en/article/doi/10.7554/eLife.04490');
      expect(article.status).toBe(200);
      expect(article.html).toMatch(/<link rel="canonical" href="[^"]*\/ecology\/en\/article\/doi\/10\.7554\/eLife\.04490">/);
      const citation = (await (await fetch(`${url}/rc-pub/front/front-article/getCitation?id=10001&siteId=101`)).json()) as { status: number; data: { gbt7714: string } };
      expect(citation.status).toBe(0);
      expect(citation.data.gbt7714).toMatch(/\[J\]\. 光学前沿, 2025/);
    });
  });
});
