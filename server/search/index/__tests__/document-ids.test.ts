import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchKinds } from '../../../../schemas/search/search-request.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/open-database.ts';
import { documentsPerBlock, kindBlock, maxSiteId, siteBlock } from '../document-ids.ts';
import { searchDocument } from '../search-document.ts';
import { insertDocuments, removeAllDocuments } from '../write-documents.ts';

describe('document id blocks', () => {
  it('give each kind of each site its own range, inside its site’s, exact as JavaScript numbers', () => {
    const site = siteBlock(101);
    const blocks = searchKinds.map((kind) => kindBlock(101, kind));
    for (const block of blocks) {
      expect(block.last - block.first + 1).toBe(documentsPerBlock);
      expect(block.first).toBeGreaterThanOrEqual(site.first);
      expect(block.last).toBeLessThanOrEqual(site.last);
    }
    const sorted = [...blocks].sort((a, b) => a.first - b.first);
    for (let index = 1; index < sorted.length; index += 1) expect(sorted[index]!.first).toBeGreaterThan(sorted[index - 1]!.last);
    expect(siteBlock(102).first).toBeGreaterThan(site.last);
    expect(Number.isSafeInteger(siteBlock(maxSiteId).last)).toBe(true);
    expect(() => siteBlock(maxSiteId + 1)).toThrow(RangeError);
    expect(() => kindBlock(-1, 'article')).toThrow(RangeError);
  });
});

describe('insertDocuments', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase('file::memory:');
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.close();
  });

  const doc = (siteId: number, kind: 'article' | 'figure', refId: number) => searchDocument({ kind, refId, siteId, title: `${kind} ${refId}`, url: '', text: { title: [`${kind} ${refId}`] } });
  const ids = async () => (await handle.db.selectFrom('search_document').select(['id', 'site_id', 'kind']).orderBy('id').execute()).map((row) => row);

  it('numbers documents within their site’s and kind’s block, after the largest id there', async () => {
    await insertDocuments(handle.db, [doc(1, 'article', 1), doc(2, 'article', 2), doc(1, 'figure', 3), doc(1, 'article', 4)]);
    await insertDocuments(handle.db, [doc(1, 'article', 5)]);
    const rows = await ids();
    for (const row of rows) {
      const block = kindBlock(row.site_id, row.kind as 'article' | 'figure');
      expect(row.id).toBeGreaterThan(block.first);
      expect(row.id).toBeLessThanOrEqual(block.last);
    }
    const siteOneArticles = rows.filter((row) => row.site_id === 1 && row.kind === 'article').map((row) => row.id - kindBlock(1, 'article').first);
    expect(siteOneArticles).toEqual([1, 2, 3]);
    const fts = await handle.db.selectFrom('search_fts').select('rowid').orderBy('rowid').execute();
    expect(fts.map((row) => row.rowid)).toEqual(rows.map((row) => row.id));
  });

  it('starts each block anew once the index is emptied', async () => {
    await insertDocuments(handle.db, [doc(1, 'article', 1), doc(1, 'article', 2)]);
    await removeAllDocuments(handle.db);
    await insertDocuments(handle.db, [doc(1, 'article', 3)]);
    expect((await ids()).map((row) => row.id)).toEqual([kindBlock(1, 'article').first + 1]);
  });
});
