import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { articleContent } from '../../../schemas/content/article-content.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { ingestFile } from '../ingest-file.ts';
import { parseJats } from '../jats/parse-jats.ts';
import { RejectedInput } from '../rejected-input.ts';
import { SiteWithoutJournal, storeArticle } from '../storage/store-article.ts';
import { fixtureDir } from './fixture-xml.ts';
import { minimalJats } from './minimal-jats.ts';

const siteId = 7;
let handle: DatabaseHandle;
let folder: string;

const count = async (table: 'article' | 'article_content' | 'period') =>
  Number((await handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const file = (name: string, xml: string) => {
  const path = join(folder, name);
  writeFileSync(path, xml);
  return path;
};

beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  await handle.db.insertInto('journal').values({ id: 70, site_id: siteId, data: JSON.stringify({ id: 70, publicationName: 'Journal' }) }).execute();
  await handle.db.insertInto('journal').values({ id: 71, site_id: siteId, data: JSON.stringify({ id: 71, publicationName: 'Second journal' }) }).execute();
  folder = mkdtempSync(join(tmpdir(), 'masthead-ingest-'));
});
afterEach(async () => {
  await handle.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('ingestFile', () => {
  it('stores the article in the site’s first journal, and its full text beside it', async () => {
    const stored = await ingestFile(handle.db, siteId, join(fixtureDir, 'elife-04490.xml'));
    expect(stored).toMatchObject({ doi: '10.7554/eLife.04490', title: 'Plant defense phenotypes determine the consequences of volatile emission for individuals and neighbors', updated: false });
    const row = await handle.db.selectFrom('article').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ site_id: siteId, journal_id: 70, doi: '10.7554/eLife.04490', language: 'en', year: 2015, publish_date: '2015-04-15', reference_count: 89 });
    expect(JSON.parse(row.data)).toMatchObject({ id: stored.id, publicationId: 70, enTitle: stored.title, keywords: expect.arrayContaining(['Manduca sexta']) });
    const full = await handle.db.selectFrom('article_content').selectAll().where('article_id', '=', stored.id).executeTakeFirstOrThrow();
    expect(articleContent.parse(JSON.parse(full.data)).counts.figures).toBe(17);
  });

  it('updates an article imported before under the same DOI (any letter case) in place', async () => {
    const first = await ingestFile(handle.db, siteId, file('a.xml', minimalJats({ title: 'First version', doi: '10.5555/Same.1' })));
    await handle.db
      .updateTable('article')
      .set((eb) => ({ visits: 41, data: eb.fn('json_set', ['data', eb.val('$.visits'), eb.val(41)]) }))
      .where('id', '=', first.id)
      .execute();

    const second = await ingestFile(handle.db, siteId, file('b.xml', minimalJats({ title: 'Second version', doi: '10.5555/SAME.1' })));
    expect(second).toMatchObject({ id: first.id, title: 'Second version', updated: true });
    expect(await count('article')).toBe(1);
    expect(await count('article_content')).toBe(1);
    const row = await handle.db.selectFrom('article').select(['data', 'visits']).executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toMatchObject({ title: 'Second version', visits: 41 });
    expect(row.visits).toBe(41);
  });

  it('puts the same DOI on another site as another article', async () => {
    await handle.db.insertInto('journal').values({ id: 80, site_id: 8, data: '{}' }).execute();
    const xml = file('a.xml', minimalJats());
    const here = await ingestFile(handle.db, siteId, xml);
    const there = await ingestFile(handle.db, 8, xml);
    expect(there.id).not.toBe(here.id);
  });

  it('finds or creates the issue for the article’s year and issue number', async () => {
    const first = await ingestFile(handle.db, siteId, file('a.xml', minimalJats({ doi: '10.5555/a', issue: '3' })));
    const second = await ingestFile(handle.db, siteId, file('b.xml', minimalJats({ doi: '10.5555/b', issue: '3' })));
    const loose = await ingestFile(handle.db, siteId, file('c.xml', minimalJats({ doi: '10.5555/c' })));
    const periods = await handle.db.selectFrom('period').selectAll().execute();
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ journal_id: 70, year: 2024, issue: '3' });
    expect(JSON.parse(periods[0]!.data)).toMatchObject({ periods: '7', title: 'Volume 7, Issue 3' });
    const periodOf = async (id: number) => (await handle.db.selectFrom('article').select('period_id').where('id', '=', id).executeTakeFirstOrThrow()).period_id;
    expect([await periodOf(first.id), await periodOf(second.id), await periodOf(loose.id)]).toEqual([periods[0]!.id, periods[0]!.id, null]);
  });

  it('writes nothing for a malformed file, a non-JATS file, or a missing one', async () => {
    await expect(ingestFile(handle.db, siteId, file('bad.xml', '<article><front>'))).rejects.toThrow(RejectedInput);
    await expect(ingestFile(handle.db, siteId, file('book.xml', '<book/>'))).rejects.toThrow(/not a JATS article/);
    await expect(ingestFile(handle.db, siteId, join(folder, 'none.xml'))).rejects.toThrow(/no such file/);
    expect([await count('article'), await count('article_content'), await count('period')]).toEqual([0, 0, 0]);
  });

  it('rolls everything back when the article fails half-way (the issue it created included)', async () => {
    await expect(ingestFile(handle.db, siteId, file('untitled.xml', minimalJats({ title: '', issue: '9' })))).rejects.toThrow('the article has no title');
    expect([await count('article'), await count('article_content'), await count('period')]).toEqual([0, 0, 0]);
  });

  it('refuses a site without a journal', async () => {
    await expect(storeArticle(handle.db, 999, parseJats(minimalJats()))).rejects.toThrow(SiteWithoutJournal);
  });
});
