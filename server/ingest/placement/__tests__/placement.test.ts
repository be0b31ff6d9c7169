import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlacementInput } from '../../../../schemas/ingest/placement.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/open-database.ts';
import { minimalJats } from '../../__tests__/minimal-jats.ts';
import { parseJats } from '../../jats/parse-jats.ts';
import { RejectedInput } from '../../rejected-input.ts';
import { storeArticle } from '../../storage/store-article.ts';
import { parsePlacement } from '../placement-request.ts';
import { checkPlacement } from '../resolve-placement.ts';

const siteId = 7;
let handle: DatabaseHandle;

/** Two journals of the site, one of another site; issues and columns in both of the site's. */
beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  const journal = (id: number, site: number) => ({ id, site_id: site, data: JSON.stringify({ id, publicationName: `Journal ${id}` }) });
  await handle.db.insertInto('journal').values([journal(70, siteId), journal(71, siteId), journal(90, 9)]).execute();
  const issue = (id: number, journalId: number, year: number, number: string, volume: string) => ({
    id,
    journal_id: journalId,
    year,
    issue: number,
    publish_date: `${year}-01-01`,
    data: JSON.stringify({ id, publicationId: journalId, year, issue: number, periods: volume, title: `${year}/${volume}/${number}`, enTitle: '', publishDate: `${year}-01-01` }),
  });
  await handle.db
    .insertInto('period')
    .values([issue(701, 70, 2024, '3', '7'), issue(702, 70, 2024, 'S1', ''), issue(711, 71, 2024, '3', '12'), issue(901, 90, 2024, '3', '7')])
    .execute();
  const column = (id: number, journalId: number, name: string, enName: string) => ({ id, journal_id: journalId, sort: id, data: JSON.stringify({ id, publicationId: journalId, name, enName }) });
  await handle.db
    .insertInto('journal_column')
    .values([column(7001, 70, '研究论文', 'Research Articles'), column(7002, 70, '综述', 'Reviews'), column(7101, 71, '综述', 'Reviews'), column(9001, 90, 'Letters', 'Letters')])
    .execute();
});
afterEach(() => handle.close());

let doiNumber = 0;
/** Stores a minimal article (naming `issue` in its XML when given) with the placement, and answers its row. */
async function place(placement: PlacementInput, { issue = '', doi = `10.5555/p.${(doiNumber += 1)}` } = {}) {
  const stored = await storeArticle(handle.db, siteId, parseJats(minimalJats({ doi, issue })), { placement });
  return handle.db.selectFrom('article').select(['id', 'journal_id', 'period_id', 'column_id', 'first_status']).where('id', '=', stored.id).executeTakeFirstOrThrow();
}
const refusal = async (placement: PlacementInput, xml: { issue?: string } = {}) => {
  const error = await place(placement, xml).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RejectedInput);
  return (error as Error).message;
};
const count = async (table: 'article' | 'period') => Number((await handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('placing an imported article in an issue', () => {
  it('matches the issue its file names (year, volume, number) in the site’s first journal', async () => {
    expect(await place({}, { issue: '3' })).toMatchObject({ journal_id: 70, period_id: 701, column_id: null, first_status: 0 });
  });

  it('takes an issue given by id, or by year/volume/number, over the one the file names', async () => {
    expect(await place({ issue: { id: 702 } }, { issue: '3' })).toMatchObject({ period_id: 702 });
    expect(await place({ issue: { year: 2024, volume: '', number: 's1' } }, { issue: '3' })).toMatchObject({ period_id: 702 });
    expect(await place({ journalId: 71, issue: { year: 2024, volume: '12', number: '3' } })).toMatchObject({ journal_id: 71, period_id: 711 });
  });

  it('refuses an issue the journal does not have, naming it and how to create it, and invents none', async () => {
    expect(await refusal({}, { issue: '99' })).toBe(
      'journal 70 has no issue 2024/7/99 (year/volume/number; its issues include 2024/7/3 (id 701), 2024//S1 (id 702)): create the issue first, or allow creating issues (--create-issues)',
    );
    expect(await refusal({ issue: { id: 711 } })).toMatch(/^issue 711 is not an issue of journal 70 \(its issues include/);
    expect(await refusal({ issue: { id: 901 } })).toMatch(/^issue 901 is not an issue of journal 70/);
    expect(await refusal({ issue: { year: 2024, volume: '8', number: '3' } })).toMatch(/^journal 70 has no issue 2024\/8\/3 /);
    expect([await count('article'), await count('period')]).toEqual([0, 4]);
  });

  it('creates the issue only when asked, and finds it the next time', async () => {
    const first = await place({ createIssues: true }, { issue: '99' });
    const second = await place({}, { issue: '99' });
    expect(second.period_id).toBe(first.period_id);
    const created = await handle.db.selectFrom('period').selectAll().where('id', '=', first.period_id!).executeTakeFirstOrThrow();
    expect(created).toMatchObject({ journal_id: 70, year: 2024, issue: '99' });
    expect(JSON.parse(created.data)).toMatchObject({ periods: '7', title: 'Volume 7, Issue 99' });
  });

  it('refuses an article that names no issue and is given none, unless told to publish it outside any', async () => {
    expect(await refusal({})).toMatch(/^no issue was given and the file names none \(no <issue> in its <article-meta>\)/);
    expect(await place({ issueless: 'publish' })).toMatchObject({ period_id: null, first_status: 0 });
  });
});

describe('placing an imported article at a stage or in a column', () => {
  it('puts online-first and just-accepted articles in no issue, whatever their file names', async () => {
    expect(await place({ stage: 'online-first' }, { issue: '3' })).toMatchObject({ period_id: null, first_status: 1 });
    expect(await place({ stage: 'just-accepted' }, { issue: '3' })).toMatchObject({ period_id: null, first_status: -1 });
  });

  it('finds a column by id, or by name in either language whatever the letter case', async () => {
    expect(await place({ stage: 'online-first', column: { id: 7002 } })).toMatchObject({ column_id: 7002 });
    expect(await place({ stage: 'online-first', column: { name: ' research  ARTICLES ' } })).toMatchObject({ column_id: 7001 });
    expect(await place({ stage: 'online-first', column: { name: '综述' } })).toMatchObject({ column_id: 7002 });
    expect(await place({ stage: 'online-first', journalId: 71, column: { name: 'Reviews' } })).toMatchObject({ journal_id: 71, column_id: 7101 });
  });

  it('refuses a column of another journal, or one it does not have, listing the journal’s', async () => {
    expect(await refusal({ stage: 'online-first', column: { id: 7101 } })).toBe(
      'column 7101 is not a column of journal 70 (its columns: 7001 "研究论文 / Research Articles", 7002 "综述 / Reviews")',
    );
    expect(await refusal({ stage: 'online-first', column: { name: 'Letters' } })).toMatch(/^journal 70 has no column named "Letters"/);
  });

  it('refuses a journal of another site', async () => {
    expect(await refusal({ journalId: 90, stage: 'online-first' })).toBe("journal 90 is not one of this site's journals (its journals: 70, 71)");
  });

  it('refuses contradictory placements before anything is read', async () => {
    expect(() => parsePlacement({ stage: 'online-first', issue: { id: 701 } })).toThrow(/issue: an issue was given with the stage online-first or just-accepted/);
    expect(() => parsePlacement({ stage: 'just-accepted', createIssues: true })).toThrow(/createIssues: creating issues applies to articles placed in an issue only/);
    await expect(checkPlacement(handle.db, siteId, parsePlacement({ issue: { id: 999 } }))).rejects.toThrow(/^issue 999 is not an issue of journal 70/);
    await expect(checkPlacement(handle.db, siteId, parsePlacement({ column: { name: 'nope' } }))).rejects.toThrow(/no column named "nope"/);
    await expect(checkPlacement(handle.db, siteId, parsePlacement({ issue: { year: 2030, volume: '', number: '1' }, createIssues: true }))).resolves.toBeUndefined();
  });
});

describe('placing an article imported again', () => {
  it('keeps it where it was when nothing is said, and moves it when a placement is given', async () => {
    const doi = '10.5555/again';
    const first = await place({ issue: { id: 702 }, column: { id: 7002 } }, { doi, issue: '3' });
    expect(await place({}, { doi, issue: '3' })).toEqual(first);
    expect(await place({ column: { id: 7001 } }, { doi })).toEqual({ ...first, column_id: 7001 });
    expect(await place({ stage: 'online-first' }, { doi })).toMatchObject({ id: first.id, period_id: null, first_status: 1, column_id: 7001 });
    expect(await place({ issue: { id: 701 } }, { doi })).toMatchObject({ id: first.id, period_id: 701, first_status: 0 });
    expect(await place({ journalId: 71, stage: 'just-accepted' }, { doi })).toMatchObject({ id: first.id, journal_id: 71, column_id: null, first_status: -1 });
  });
});
