import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dir: string;
let database: string;
const fixtures = 'tests/fixtures/jats';

const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/commands/ingest.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: `file:${database}`, LOG_LEVEL: 'silent' },
  });
  return { code: result.status, lines: result.stdout.split('\n').filter(Boolean), stderr: result.stderr };
};
const articleCount = () => {
  const sqlite = new SQLite(database, { readonly: true });
  try {
    return (sqlite.prepare('SELECT count(*) AS n FROM article WHERE site_id = 102').get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'masthead-ingest-command-'));
  database = join(dir, 'masthead.db');
  mkdirSync(join(dir, 'batch'));
  copyFileSync(join(fixtures, 'f1000research-8-978-v1.xml'), join(dir, 'batch/a-f1000.xml'));
  writeFileSync(join(dir, 'batch/b-broken.xml'), '<article><front><article-meta><title-group>');
  writeFileSync(join(dir, 'batch/c-book.xml'), '<book><book-meta/></book>');
  copyFileSync(join(fixtures, 'pmgp-v3i2-107-acupuncture-en.xml'), join(dir, 'batch/d-pmgp.xml'));
  writeFileSync(join(dir, 'batch/notes.txt'), 'not XML, and not picked from the folder');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run ingest', () => {
  let firstIds: number[] = [];

  it('imports a folder: one JSON line per article, progress and skipped files on stderr, exit 1', () => {
    const { code, lines, stderr } = run('--site', 'ecology', join(dir, 'batch'));
    expect(code).toBe(1);
    const imported = lines.map((line) => JSON.parse(line) as { id: number; doi: string; title: string });
    expect(imported).toEqual([
      { id: expect.any(Number), doi: '10.12688/f1000research.19540.1', title: 'Climate change-induced species distribution modeling in hyper-arid ecosystems' },
      { id: expect.any(Number), doi: '10.26766/pmgp.v3i2.107', title: 'Effectiveness of acupuncture for headache in post-stroke patients' },
    ]);
    firstIds = imported.map((entry) => entry.id);
    expect(stderr).toContain('[1/4] ');
    expect(stderr).toContain('[4/4] ');
    expect(stderr).toMatch(/b-broken\.xml: skipped: not well-formed XML: \d+:\d+: /);
    expect(stderr).toContain('c-book.xml: skipped: the root element is <book>, not <article>: not a JATS article');
    expect(stderr).not.toContain('notes.txt');
  });

  it('updates the same articles in place when they are imported again, and exits 0', () => {
    const before = articleCount();
    const { code, lines } = run('--site=ecology', join(dir, 'batch/d-pmgp.xml'), join(dir, 'batch/a-f1000.xml'));
    expect(code).toBe(0);
    expect(lines.map((line) => (JSON.parse(line) as { id: number }).id)).toEqual([firstIds[1], firstIds[0]]);
    expect(articleCount()).toBe(before);
  });

  it('reports a file that does not exist and goes on', () => {
    const { code, lines, stderr } = run('--site', 'ecology', join(dir, 'missing.xml'), join(dir, 'batch/d-pmgp.xml'));
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(stderr).toContain('missing.xml: skipped: no such file');
  });

  it('stops with exit 2 on an unknown site or without files', () => {
    const unknown = run('--site', 'nosuchsite', join(dir, 'batch'));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown site "nosuchsite" \(sites: .*ecology/);
    expect(unknown.lines).toEqual([]);
    const noFiles = run('--site', 'ecology');
    expect(noFiles.code).toBe(2);
    expect(noFiles.stderr).toContain('usage: npm run ingest -- --site <sld> <file.xml | folder>');
  });
});
