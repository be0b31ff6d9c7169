import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigStore } from '../../config/config-store.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { sampleContentDir, seedSampleContent } from '../seed-sample-content.ts';

let handle: DatabaseHandle;
let contentDir: string;
const warnings: string[] = [];
const logger = { info: () => {}, warn: (message: string) => warnings.push(message) };
const store = new ConfigStore('site-configs');
const sample = (sld: string) => JSON.parse(readFileSync(join(sampleContentDir, `${sld}.json`), 'utf8'));
const count = async (table: 'article' | 'article_content' | 'journal' | 'news') =>
  Number((await handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  contentDir = mkdtempSync(join(tmpdir(), 'masthead-seed-'));
  warnings.length = 0;
});
afterEach(async () => {
  await handle.close();
  rmSync(contentDir, { recursive: true, force: true });
});

describe('seedSampleContent', () => {
  it('seeds the shipped content once, and never again', async () => {
    const first = await seedSampleContent(handle.db, store, logger);
    expect(first.sites).toEqual(['ecology', 'geoscience', 'heritage', 'optics']);
    expect(first.articles).toBe(16);
    expect(warnings).toEqual([]);
    const articles = await count('article');
    const shipped = ['ecology', 'geoscience', 'heritage', 'optics'].reduce((sum, sld) => sum + sample(sld).articles.length, 0);
    expect(articles).toBe(shipped + 16);

    expect(await seedSampleContent(handle.db, store, logger)).toEqual({ seeded: false, sites: [], skipped: [], articles: 0 });
    expect(await count('article')).toBe(shipped + 16);
  });

  it('imports the JATS articles each site names (all twelve into ecology, four into optics), after every site’s content', async () => {
    await seedSampleContent(handle.db, store, logger);
    const imported = await handle.db
      .selectFrom('article_content')
      .innerJoin('article', 'article.id', 'article_content.article_id')
      .select(['article.site_id', 'article.id'])
      .execute();
    const importedInto = (sld: string) => imported.filter((row) => row.site_id === store.bySld(sld)!.site.siteId).length;
    expect([importedInto('ecology'), importedInto('optics'), imported.length]).toEqual([12, 4, 16]);
    const seededIds = ['ecology', 'geoscience', 'heritage', 'optics'].flatMap((sld) => sample(sld).articles.map((entry: { id: number }) => entry.id));
    expect(Math.min(...imported.map((row) => row.id))).toBeGreaterThan(Math.max(...seededIds));
  });

  it('puts each fixture where the content file says, and invents no issue: the journals keep their sample issues only', async () => {
    await seedSampleContent(handle.db, store, logger);
    const sites = ['ecology', 'geoscience', 'heritage', 'optics'];
    const sampleIssues = sites.flatMap((sld) => sample(sld).periods.map((period: { id: number }) => period.id)).sort();
    expect((await handle.db.selectFrom('period').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual(sampleIssues);
    for (const sld of ['optics', 'ecology']) {
      const entry = sample(sld).jatsArticles.find((source: string | { path: string }) => typeof source !== 'string' && source.path.endsWith('plos-pcbi-1004141.xml'));
      const row = await handle.db
        .selectFrom('article')
        .select(['period_id', 'first_status'])
        .where('site_id', '=', store.bySld(sld)!.site.siteId)
        .where('doi', '=', '10.1371/journal.pcbi.1004141')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ period_id: entry.issueId, first_status: 0 });
    }
  });

  it('refuses a fixture that names an issue the journal lacks, rather than invent it', async () => {
    const optics = { ...sample('optics'), jatsArticles: [resolve('tests/fixtures/jats/plos-pcbi-1004141.xml')] };
    writeFileSync(join(contentDir, 'optics.json'), JSON.stringify(optics));
    const report = await seedSampleContent(handle.db, store, logger, { contentDir });
    expect(report.articles).toBe(0);
    expect(warnings).toContainEqual(expect.stringMatching(/plos-pcbi-1004141\.xml: journal \d+ has no issue 2015\/11\/4/));
    expect(await count('article')).toBe(sample('optics').articles.length);
  });

  it('skips a file that breaks its schema, naming the field', async () => {
    const broken = sample('optics');
    broken.articles[0].doi = 'not-a-doi';
    writeFileSync(join(contentDir, 'optics.json'), JSON.stringify(broken));
    writeFileSync(join(contentDir, 'ecology.json'), JSON.stringify(sample('ecology')));
    const report = await seedSampleContent(handle.db, store, logger, { contentDir });
    expect(report).toMatchObject({ sites: ['ecology'], skipped: ['optics.json'] });
    expect(warnings.some((line) => line.includes('articles[0].doi: must be a DOI'))).toBe(true);
  });

  it('lands a site whole or not at all', async () => {
    const broken = sample('optics');
    broken.articles.at(-1).periodId = 999_999; // no such issue: the foreign key fails on the last insert
    writeFileSync(join(contentDir, 'optics.json'), JSON.stringify(broken));
    await expect(seedSampleContent(handle.db, store, logger, { contentDir })).rejects.toThrow(/FOREIGN KEY/);
    expect(await count('journal')).toBe(0);
    expect(await count('article')).toBe(0);
  });
});
