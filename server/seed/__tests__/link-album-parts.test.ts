import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigStore } from '../../config/config-store.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { linkAlbumParts } from '../link-album-parts.ts';
import { sampleContentDir, seedSampleContent } from '../seed-sample-content.ts';

type SeedPart = { albumId: number; kind: 'picture' | 'table'; doi: string; ordinal: number };
type Sample = { albums: { id: number; items: { kind: string; refId: number }[] }[]; albumParts?: SeedPart[] };

let handle: DatabaseHandle;
const warnings: string[] = [];
const logger = { info: () => {}, warn: (message: string) => warnings.push(message) };
const store = new ConfigStore('site-configs');
const sample = (sld: string) => JSON.parse(readFileSync(join(sampleContentDir, `${sld}.json`), 'utf8')) as Sample;
const siteIdOf = (sld: string) => store.bySld(sld)!.site.siteId;

beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  warnings.length = 0;
});
afterEach(async () => {
  await handle.close();
});

const itemsOf = (albumId: number) =>
  handle.db.selectFrom('album_item').select(['kind', 'ref_id', 'sort']).where('album_id', '=', albumId).orderBy('sort').execute();
const articleIdOf = async (siteId: number, doi: string) =>
  (await handle.db.selectFrom('article').select('id').where('site_id', '=', siteId).where(sql<boolean>`doi = ${doi} COLLATE NOCASE`).executeTakeFirstOrThrow()).id;

describe('the figures and tables sample albums name by DOI', () => {
  it('join their albums after the imported articles, with the id figure search gives them, after the album’s own items', async () => {
    await seedSampleContent(handle.db, store, logger);
    expect(warnings).toEqual([]);
    for (const sld of ['optics', 'ecology']) {
      const content = sample(sld);
      expect(content.albumParts?.length, sld).toBeGreaterThan(0);
      for (const album of content.albums) {
        const parts = (content.albumParts ?? []).filter((part) => part.albumId === album.id);
        const expected = [
          ...album.items.map((item) => ({ kind: item.kind, ref_id: item.refId })),
          ...(await Promise.all(parts.map(async (part) => ({ kind: part.kind, ref_id: (await articleIdOf(siteIdOf(sld), part.doi)) * 10_000 + part.ordinal })))),
        ];
        expect((await itemsOf(album.id)).map(({ kind, ref_id }) => ({ kind, ref_id })), `${sld} album ${album.id}`).toEqual(expected);
      }
    }
  });

  it('are left out when the JATS articles are not imported', async () => {
    await seedSampleContent(handle.db, store, logger, { articles: false });
    const [album] = sample('optics').albums;
    expect((await itemsOf(album!.id)).map(({ kind }) => kind)).toEqual(album!.items.map(({ kind }) => kind));
    expect(warnings).toEqual([]);
  });

  it('report and skip a part whose article, figure or album is missing', async () => {
    await seedSampleContent(handle.db, store, logger);
    const [album] = sample('optics').albums;
    const before = (await itemsOf(album!.id)).length;
    const existing = sample('optics').albumParts![0]!;
    const linked = await linkAlbumParts(
      handle.db,
      siteIdOf('optics'),
      [
        { ...existing, doi: '10.5555/no-such-article' },
        { ...existing, ordinal: 9999 },
        { ...existing, albumId: 999_999 },
        // Another site's album is as missing as one that does not exist.
        { ...existing, albumId: sample('ecology').albums[0]!.id },
      ],
      logger,
    );
    expect(linked).toBe(0);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toContain('10.5555/no-such-article');
    expect((await itemsOf(album!.id)).length).toBe(before);
  });
});
