import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../migrate.ts';
import { openDatabase, sqlitePathOf, type DatabaseHandle } from '../open-database.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe('database migrations', () => {
  it('create every content table on an empty database, and record themselves', async () => {
    handle = openDatabase('file::memory:');
    const results = await migrateToLatest(handle.db);
    expect(results.map((result) => [result.migrationName, result.status])).toEqual(Object.keys(migrations).map((name) => [name, 'Success']));
    const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`.execute(handle.db);
    expect(tables.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['article', 'article_content', 'book', 'expert', 'hot_word', 'journal', 'journal_column', 'media', 'news', 'period', 'seed_state', 'virtual_album', 'album_item']),
    );
  });

  it('do nothing the second time', async () => {
    handle = openDatabase('file::memory:');
    await migrateToLatest(handle.db);
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('keep one article per DOI per site', async () => {
    handle = openDatabase('file::memory:');
    await migrateToLatest(handle.db);
    await handle.db.insertInto('journal').values({ id: 1, site_id: 1, data: '{}' }).execute();
    const row = { site_id: 1, journal_id: 1, doi: '10.1/x', language: 'en', year: 2026, data: '{}' };
    await handle.db.insertInto('article').values({ id: 1, ...row }).execute();
    await expect(handle.db.insertInto('article').values({ id: 2, ...row }).execute()).rejects.toThrow(/UNIQUE/);
    await handle.db.insertInto('article').values({ id: 3, ...row, site_id: 2 }).execute();
    // DOIs are case-insensitive.
    await expect(handle.db.insertInto('article').values({ id: 4, ...row, doi: '10.1/X' }).execute()).rejects.toThrow(/UNIQUE/);
  });

  it('give the articles of an older database their table-of-contents entry, read from their JSON', async () => {
    handle = openDatabase('file::memory:');
    const upTo0009 = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    await upTo0009.migrateTo('0009-info-pages');
    await handle.db.insertInto('journal').values({ id: 1, site_id: 1, data: '{}' }).execute();
    const authors = [{ name: '王伟', enName: 'WANG Wei', institution: 'Somewhere' }, { name: 'Ann Lee' }];
    const data = { title: '光学', enTitle: 'Optics', firstPageNum: '12', lastPageNum: '20', pdfUrl: '', abstract: 'long…', authors };
    await sql`INSERT INTO article (id, site_id, journal_id, language, year, data) VALUES (1, 1, 1, 'zh', 2026, ${JSON.stringify(data)})`.execute(handle.db);
    await migrateToLatest(handle.db);
    const row = await handle.db.selectFrom('article').select('toc_entry').executeTakeFirstOrThrow();
    expect(JSON.parse(row.toc_entry!)).toEqual({
      title: '光学',
      enTitle: 'Optics',
      firstPageNum: '12',
      lastPageNum: '20',
      pdfUrl: '',
      authors: [
        { name: '王伟', enName: 'WANG Wei' },
        { name: 'Ann Lee', enName: '' },
      ],
    });
  });
});

describe('migration 0017 (drafts)', () => {
  it('keeps the full texts and package files it finds, and lets them stand without an article row', async () => {
    handle = openDatabase('file::memory:');
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    await migrator.migrateTo('0014-article-jats-front');
    await handle.db.insertInto('journal').values({ id: 1, site_id: 1, data: '{}' }).execute();
    await handle.db.insertInto('article').values({ id: 5, site_id: 1, journal_id: 1, language: 'en', year: 2026, data: '{}' }).execute();
    await handle.db.insertInto('article_content').values({ article_id: 5, language: 'en', data: '{"kept":true}', jats_front: '<front/>' }).execute();
    const asset = { href: 'fig1', role: 'graphic', stored_name: 'fig1-0123.png', media_type: 'image/png', byte_size: 10, width: 2, height: 1, dpi: null };
    await handle.db.insertInto('article_asset').values({ article_id: 5, ...asset }).execute();
    // Before: a full text needs its article.
    await expect(handle.db.insertInto('article_content').values({ article_id: 6, language: 'en', data: '{}' }).execute()).rejects.toThrow(/FOREIGN KEY/);

    await migrateToLatest(handle.db);
    expect(await handle.db.selectFrom('article_content').select(['article_id', 'data', 'jats_front']).execute()).toEqual([{ article_id: 5, data: '{"kept":true}', jats_front: '<front/>' }]);
    expect(await handle.db.selectFrom('article_asset').select(['article_id', 'href', 'stored_name', 'width']).execute()).toEqual([{ article_id: 5, href: 'fig1', stored_name: 'fig1-0123.png', width: 2 }]);
    await handle.db.insertInto('article_content').values({ article_id: 6, language: 'en', data: '{}' }).execute();
    await handle.db.insertInto('article_asset').values({ article_id: 6, ...asset }).execute();
    await handle.db.deleteFrom('article').where('id', '=', 5).execute();
    expect(await handle.db.selectFrom('article_content').select('article_id').orderBy('article_id').execute()).toEqual([{ article_id: 5 }, { article_id: 6 }]);
    await expect(handle.db.insertInto('article_asset').values({ article_id: 6, ...asset }).execute()).rejects.toThrow(/UNIQUE/);
  });
});

describe('sqlitePathOf', () => {
  it('reads file: URLs', () => {
    expect(sqlitePathOf('file::memory:')).toBe(':memory:');
    expect(sqlitePathOf('file:./data/x.db')).toMatch(/\/data\/x\.db$/);
  });
});
