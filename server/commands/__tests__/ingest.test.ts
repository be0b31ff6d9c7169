import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { rawZip } from '../../../tests/support/zip-bytes.ts';
import { minimalJats } from '../../ingest/__tests__/minimal-jats.ts';
import { ingestCommand } from '../ingest-command.ts';

let dir: string;
let database: string;
const fixtures = 'tests/fixtures/jats';
const ecologySeedIssues = { '2025/7/3': 2201, '2026/8/2': 2204 };

type Line = { id: number; doi: string; title: string; periodId: number | null; columnId: number | null; firstStatus: number; updated: boolean };
const env = () => ({ ...process.env, DATABASE_URL: `file:${database}`, LOG_LEVEL: 'silent' });
const answer = (code: number | null, stdout: string, stderr: string) => {
  const lines = stdout.split('\n').filter(Boolean);
  return { code, lines, articles: lines.map((line) => JSON.parse(line) as Line), stderr };
};
/** `npm run ingest` as an operator runs it: its own process (the compiled command's entry is the same file). */
const runProcess = (...args: string[]) => {
  // A process that hangs (a thread left running) fails the test rather than holding the run.
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/commands/ingest.ts', ...args], { encoding: 'utf8', env: env(), timeout: 60_000 });
  return answer(result.status, result.stdout, result.stderr);
};
/**
 * The command's own code (ingest-command.ts) in this process, its stdout and stderr collected: a process would cost
 * seconds of CPU to start for each run. The first test runs the process itself.
 */
const run = async (...args: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await ingestCommand(args, { env: env(), say: (message) => (stderr += `ingest: ${message}\n`), print: (line) => (stdout += `${line}\n`) });
  return answer(code, stdout, stderr);
};
const query = <T>(sql: string, ...params: unknown[]): T => {
  const sqlite = new SQLite(database, { readonly: true });
  try {
    return sqlite.prepare(sql).get(...params) as T;
  } finally {
    sqlite.close();
  }
};
const articleCount = () => query<{ n: number }>('SELECT count(*) AS n FROM article WHERE site_id = 102').n;
const periodCount = () => query<{ n: number }>('SELECT count(*) AS n FROM period').n;
const file = (name: string, xml: string) => {
  const path = join(dir, name);
  writeFileSync(path, xml);
  return path;
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
    const { code, articles, stderr } = runProcess('--site', 'ecology', join(dir, 'batch'));
    expect(code).toBe(1);
    // The sample seed imported these two already (the first into ecology's issue 2202, server/seed/content/ecology.json):
    // they are updated where they are.
    expect(articles).toEqual([
      { id: expect.any(Number), doi: '10.12688/f1000research.19540.1', title: 'Climate change-induced species distribution modeling in hyper-arid ecosystems', periodId: 2202, columnId: null, firstStatus: 0, updated: true },
      { id: expect.any(Number), doi: '10.26766/pmgp.v3i2.107', title: 'Effectiveness of acupuncture for headache in post-stroke patients', periodId: expect.any(Number), columnId: null, firstStatus: 0, updated: true },
    ]);
    firstIds = articles.map((entry) => entry.id);
    expect(stderr).toContain('[1/4] ');
    expect(stderr).toContain('[4/4] ');
    expect(stderr).toMatch(/b-broken\.xml: skipped: not well-formed XML: \d+:\d+: /);
    expect(stderr).toContain('c-book.xml: skipped: the root element is <book>, not <article>: not a JATS article');
    expect(stderr).not.toContain('notes.txt');
    // What tests/bench/ingest-rate.ts reads.
    expect(stderr).toMatch(/\ningest: 2 imported, 2 skipped in [\d.]+ s \([\d.]+ articles\/s; CPU [\d.]+ ms an article, \d+ parsing threads\)\n$/);
  });

  it('updates the same articles in place when they are imported again, and exits 0', async () => {
    const before = articleCount();
    const { code, articles } = await run('--site=ecology', join(dir, 'batch/d-pmgp.xml'), join(dir, 'batch/a-f1000.xml'));
    expect(code).toBe(0);
    expect(articles.map((entry) => entry.id)).toEqual([firstIds[1], firstIds[0]]);
    expect(articleCount()).toBe(before);
  });

  it('reports a file that does not exist and goes on', async () => {
    const { code, lines, stderr } = await run('--site', 'ecology', join(dir, 'missing.xml'), join(dir, 'batch/d-pmgp.xml'));
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(stderr).toContain('missing.xml: skipped: no such file');
  });

  it('stops with exit 2 on an unknown site or without files', async () => {
    const unknown = await run('--site', 'nosuchsite', join(dir, 'batch'));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown site "nosuchsite" \(sites: .*ecology/);
    expect(unknown.lines).toEqual([]);
    const noFiles = await run('--site', 'ecology');
    expect(noFiles.code).toBe(2);
    expect(noFiles.stderr).toContain('usage: npm run ingest -- --site <sld> [placement] <file.xml | package.zip | folder>');
  });

  it('ends with exit 2, not hanging on the parsing thread its command line started first, when it has nothing to read', () => {
    const withoutFiles = runProcess('--site', 'ecology');
    expect(withoutFiles.code).toBe(2);
    expect(withoutFiles.stderr).toContain('usage: npm run ingest -- --site');
    const unknownSite = runProcess('--site', 'nosuchsite', join(dir, 'batch'));
    expect(unknownSite.code).toBe(2);
    expect(unknownSite.stderr).toContain('unknown site "nosuchsite"');
  }, 120_000);
});

describe('npm run ingest: where articles go', () => {
  it('refuses a new article whose issue the journal lacks, and invents none', async () => {
    const periods = periodCount();
    const { code, lines, stderr } = await run('--site', 'ecology', file('p1.xml', minimalJats({ doi: '10.5555/place.1', issue: '9' })), file('p2.xml', minimalJats({ doi: '10.5555/place.2' })));
    expect(code).toBe(1);
    expect(lines).toEqual([]);
    expect(stderr).toContain('p1.xml: skipped: journal 2001 has no issue 2024/7/9 (year/volume/number; its issues include ');
    expect(stderr).toContain('create the issue first, or allow creating issues (--create-issues)');
    expect(stderr).toContain('p2.xml: skipped: no issue was given and the file names none (no <issue> in its <article-meta>)');
    expect(periodCount()).toBe(periods);
  });

  it('creates the issue a file names when asked, once', async () => {
    const periods = periodCount();
    const { code, articles } = await run('--site', 'ecology', '--create-issues', file('p3.xml', minimalJats({ doi: '10.5555/place.3', issue: '9' })), file('p4.xml', minimalJats({ doi: '10.5555/place.4', issue: '9' })));
    expect(code).toBe(0);
    expect(periodCount()).toBe(periods + 1);
    expect(articles[0]!.periodId).toBe(articles[1]!.periodId);
    expect(query<{ year: number; issue: string; journal_id: number }>('SELECT year, issue, journal_id FROM period WHERE id = ?', articles[0]!.periodId)).toEqual({ year: 2024, issue: '9', journal_id: 2001 });
  });

  it('places articles in the issue, column and stage the flags name', async () => {
    const inIssue = await run('--site', 'ecology', '--issue', '2025/7/3', '--column', 'review', file('p5.xml', minimalJats({ doi: '10.5555/place.5', issue: '77' })));
    expect(inIssue.articles).toEqual([expect.objectContaining({ doi: '10.5555/place.5', periodId: ecologySeedIssues['2025/7/3'], columnId: 2102, firstStatus: 0 })]);
    const byId = await run('--site', 'ecology', '--journal', '2001', '--issue', String(ecologySeedIssues['2026/8/2']), file('p6.xml', minimalJats({ doi: '10.5555/place.6' })));
    expect(byId.articles).toEqual([expect.objectContaining({ periodId: ecologySeedIssues['2026/8/2'], firstStatus: 0 })]);
    const online = await run('--site', 'ecology', '--stage', 'online-first', '--column', '2101', file('p7.xml', minimalJats({ doi: '10.5555/place.7', issue: '3' })));
    expect(online.articles).toEqual([expect.objectContaining({ periodId: null, columnId: 2101, firstStatus: 1 })]);
    const accepted = await run('--site', 'ecology', '--stage=just-accepted', file('p8.xml', minimalJats({ doi: '10.5555/place.8' })));
    expect(accepted.articles).toEqual([expect.objectContaining({ periodId: null, firstStatus: -1 })]);
    // Imported again without flags, it stays where it was.
    const again = await run('--site', 'ecology', join(dir, 'p5.xml'));
    expect(again.articles).toEqual([expect.objectContaining({ id: inIssue.articles[0]!.id, periodId: ecologySeedIssues['2025/7/3'], columnId: 2102, updated: true })]);
  }, 120_000);

  it('stops with exit 2 before reading any file when the placement names what the site lacks, or contradicts itself', async () => {
    const xml = file('p9.xml', minimalJats({ doi: '10.5555/place.9', issue: '3' }));
    const cases: [string[], string][] = [
      [['--issue', '9999'], 'issue 9999 is not an issue of journal 2001 (its issues include '],
      [['--issue', '2030/1/1'], 'journal 2001 has no issue 2030/1/1 '],
      [['--issue', 'third'], '--issue: "third" is neither an issue id nor year/volume/number'],
      [['--journal', '1001'], "journal 1001 is not one of this site's journals (its journals: 2001)"],
      [['--column', 'Poetry'], 'journal 2001 has no column named "Poetry" (its columns: 2101 "Research Article", 2102 "Review", 2103 "Short Communication")'],
      [['--stage', 'online-first', '--issue', '2201'], 'placement: issue: an issue was given with the stage online-first or just-accepted'],
      [['--stage', 'published'], '--stage: "published" is not one of issue, online-first, just-accepted'],
      [['--create-issue'], "Unknown option '--create-issue'"],
    ];
    for (const [flags, message] of cases) {
      const { code, lines, stderr } = await run('--site', 'ecology', ...flags, xml);
      expect([code, lines, stderr.includes(message), stderr.includes('[1/1]')], `${flags.join(' ')}: ${stderr}`).toEqual([2, [], true, false]);
    }
  }, 120_000);

  it('skips a second file with a DOI already imported in the same run', async () => {
    const { code, articles, stderr } = await run('--site', 'ecology', '--stage', 'online-first', file('twin-a.xml', minimalJats({ doi: '10.5555/twin.1', title: 'First' })), file('twin-b.xml', minimalJats({ doi: '10.5555/TWIN.1', title: 'Second' })));
    expect(code).toBe(1);
    expect(articles.map((entry) => entry.title)).toEqual(['First']);
    expect(stderr).toMatch(/twin-b\.xml: skipped: duplicate DOI 10\.5555\/TWIN\.1: .*twin-a\.xml has it too, and was imported in this run/);
  });
});

describe('npm run ingest: zip packages', () => {
  const packageDir = join('tests', 'fixtures', 'jats-with-images');
  const filesDir = () => join(dir, 'files');

  it('imports a package with its files, and refuses a hostile one whole, writing nothing', async () => {
    const zip = new yazl.ZipFile();
    for (const name of readdirSync(packageDir)) zip.addBuffer(readFileSync(join(packageDir, name)), `article/${name}`);
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    mkdirSync(join(dir, 'zips'));
    writeFileSync(join(dir, 'zips', 'a-package.zip'), Buffer.concat(chunks));
    writeFileSync(join(dir, 'zips', 'b-hostile.zip'), rawZip([{ name: 'x.xml', data: minimalJats({ doi: '10.5555/hostile' }) }, { name: '../../escaped.txt', data: 'pwned' }]));

    const before = articleCount();
    const { code, articles, stderr } = await run('--site', 'ecology', '--stage', 'online-first', join(dir, 'zips'));
    expect(code).toBe(1);
    expect(articles).toEqual([expect.objectContaining({ doi: '10.5555/masthead.figures.1', firstStatus: 1, periodId: null })]);
    expect(stderr).toContain('b-hostile.zip: skipped: package entry "../../escaped.txt" climbs out of the package (../); nothing was imported');
    expect(articleCount()).toBe(before + 1);
    const pdf = query<{ stored_name: string }>("SELECT stored_name FROM article_asset WHERE article_id = ? AND role = 'pdf'", articles[0]!.id);
    expect(existsSync(join(filesDir(), String(articles[0]!.id), pdf.stored_name))).toBe(true);
    expect(query<{ n: number }>("SELECT count(*) AS n FROM article WHERE doi = '10.5555/hostile'").n).toBe(0);
    expect(existsSync(join(dir, 'escaped.txt')) || existsSync(join(dir, '..', 'escaped.txt'))).toBe(false);
    expect(readdirSync(join(filesDir(), '.staging'))).toEqual([]);
  });
});
