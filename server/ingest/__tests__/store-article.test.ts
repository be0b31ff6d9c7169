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
import { discardDraft, publishDraftRow } from '../storage/publish-draft.ts';
import { SiteWithoutJournal, storeArticle } from '../storage/store-article.ts';
import { fixtureDir } from './fixture-xml.ts';
import { minimalJats } from './minimal-jats.ts';

const siteId = 7;
let handle: DatabaseHandle;
let folder: string;

const count = async (table: 'article' | 'article_content' | 'period' | 'search_document') =>
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

  it('refuses a DOI the site has when told to, naming the article that holds it', async () => {
    const first = await ingestFile(handle.db, siteId, file('a.xml', minimalJats({ title: 'Original', doi: '10.5555/Held.1' })));
    await expect(ingestFile(handle.db, siteId, file('b.xml', minimalJats({ title: 'Impostor', doi: '10.5555/HELD.1' })), { existingDoi: 'refuse' })).rejects.toThrow(
      `DOI 10.5555/HELD.1 is already on this site as article ${first.id} ("Original"): import it again in place to update that article, or correct the DOI`,
    );
    const row = await handle.db.selectFrom('article').select('data').executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toMatchObject({ title: 'Original' });
  });
});

describe('storing a draft', () => {
  const draftXml = (doi: string, title = 'A draft') => parseJats(minimalJats({ doi, title, issue: '3' }));

  it('writes the full text but no article row and no search entry, and answers the row to write on publishing', async () => {
    const published = await ingestFile(handle.db, siteId, file('a.xml', minimalJats({ doi: '10.5555/live' })));
    const draft = await storeArticle(handle.db, siteId, draftXml('10.5555/draft.1'), { draft: {} });
    expect(draft).toMatchObject({ id: published.id + 1, draft: true, updated: false, title: 'A draft' });
    expect(draft.row).toMatchObject({ id: draft.id, site_id: siteId, journal_id: 70, doi: '10.5555/draft.1', first_status: 0 });
    expect(await count('article')).toBe(1);
    expect(await count('article_content')).toBe(2);
    expect(await handle.db.selectFrom('search_document').select('id').where('article_id', '=', draft.id).execute()).toEqual([]);

    // Ids come after every draft's too: the next article or draft never takes this one's.
    const next = await ingestFile(handle.db, siteId, file('c.xml', minimalJats({ doi: '10.5555/live.2' })));
    expect(next.id).toBe(draft.id + 1);
    const second = await storeArticle(handle.db, siteId, draftXml('10.5555/draft.2'), { draft: {} });
    expect(second.id).toBe(next.id + 1);
  });

  it('takes the id it is given, refusing one a published article has', async () => {
    const published = await ingestFile(handle.db, siteId, file('a.xml', minimalJats({ doi: '10.5555/live' })));
    expect((await storeArticle(handle.db, siteId, draftXml('10.5555/d'), { draft: { articleId: 500 } })).id).toBe(500);
    await expect(storeArticle(handle.db, siteId, draftXml('10.5555/e'), { draft: { articleId: published.id } })).rejects.toThrow(
      `article id ${published.id} is taken by a published article: a draft needs an id of its own`,
    );
  });

  it('refuses a draft whose DOI is published on the site (it would change the live full text)', async () => {
    await ingestFile(handle.db, siteId, file('a.xml', minimalJats({ doi: '10.5555/live', title: 'Live' })));
    await expect(storeArticle(handle.db, siteId, draftXml('10.5555/LIVE'), { draft: {} })).rejects.toThrow(/^DOI 10.5555\/LIVE is already published on this site as article \d+ \("Live"\): a draft cannot replace/);
    expect(await count('article_content')).toBe(1);
  });

  it('is published by writing its row: then listed, searchable, and readable with its full text', async () => {
    const draft = await storeArticle(handle.db, siteId, draftXml('10.5555/draft.1', 'Orchids of the high plateau'), { draft: {} });
    await publishDraftRow(handle.db, draft.row);
    const row = await handle.db.selectFrom('article').selectAll().where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ doi: '10.5555/draft.1', journal_id: 70 });
    const indexed = await handle.db.selectFrom('search_document').select(['title', 'kind']).where('article_id', '=', draft.id).execute();
    expect(indexed).toContainEqual({ title: 'Orchids of the high plateau', kind: 'article' });
  });

  it('keeps its full text when unpublished (its row deleted), to be published again or discarded', async () => {
    const draft = await storeArticle(handle.db, siteId, draftXml('10.5555/draft.1'), { draft: {} });
    await publishDraftRow(handle.db, draft.row);
    await expect(discardDraft(handle.db, draft.id)).rejects.toThrow(`article ${draft.id} is published: unpublish it rather than discard its full text`);
    await handle.db.deleteFrom('article').where('id', '=', draft.id).execute();
    expect(await count('article_content')).toBe(1);
    await publishDraftRow(handle.db, draft.row);
    expect(await count('article')).toBe(1);
    await handle.db.deleteFrom('article').where('id', '=', draft.id).execute();
    await discardDraft(handle.db, draft.id);
    expect([await count('article'), await count('article_content')]).toEqual([0, 0]);
    await expect(publishDraftRow(handle.db, draft.row)).rejects.toThrow(`draft ${draft.id} has no full text stored: store it again before publishing`);
  });
});
