import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expert as expertSchema } from '../../schemas/content/expert.ts';
import { page as pageSchema } from '../../schemas/page.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { parseHtml } from '../support/parse-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, type Json } from './helpers.ts';

/**
 * The journal introduction, about-us and editorial board pages (spec §2) and the expert detail endpoint, over the
 * seeded content: expected values come from the seed files, the sample configuration and the UI catalogue.
 */

type Site = { siteId: number; name: string; enName: string; topicId: number };
const siteOf = (sld: string) => readConfig(sld, 'site.json') as Site;
const optics = siteOf('optics');
const ecology = siteOf('ecology');
const group = siteOf('sciencegroup');
const opticsJournal = readSeed('optics').journals[0] as Json & Record<string, string> & { impactFactor: number; startYear: number; databases: string[] };
const ecologyJournal = readSeed('ecology').journals[0] as Json & Record<string, string>;
const english = JSON.parse(readFileSync('runtime/i18n/locales/en.json', 'utf8')) as { blocks: { roles: Record<string, string> }; common: { noData: string } };

type SeedExpert = Json & { id: number; role: string; sort: number; name: string; enName: string; topicId: number };
/** Experts the test adds to optics, so its board has three pages of 10 (spec §9). */
const extraExperts: SeedExpert[] = Array.from({ length: 12 }, (_, index) => ({
  id: 91001 + index,
  topicId: optics.topicId,
  name: `测试编委${index + 1}`,
  enName: `Test Member ${index + 1}`,
  role: index < 2 ? 'associate' : 'member',
  sort: 100 + index,
}));
const opticsExperts = [...(readSeed('optics').experts as SeedExpert[]), ...extraExperts];
const roleOrder = ['editorInChief', 'honorary', 'executive', 'executiveDeputy', 'associate', 'member'];
/** The board's order (`sort=role`): role in masthead order, then id. */
const boardOrder = [...opticsExperts].sort((a, b) => roleOrder.indexOf(a.role) - roleOrder.indexOf(b.role) || a.id - b.id);
const missingExpertId = 999_999;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' }, (configDir) => {
    // Configuration naming a member the site does not have.
    const file = join(configDir, 'ecology', 'modules.json');
    const modules = JSON.parse(readFileSync(file, 'utf8'));
    modules.home.push({ id: 9901, code: 'expertProfile', props: { expertId: missingExpertId } });
    writeFileSync(file, JSON.stringify(modules));
  });
  const { db, close } = openDatabase(server.databaseUrl);
  // Stored as the back end stores what it is given: read through the schema.
  const rows = extraExperts.map((extra) => ({ id: extra.id, site_id: optics.siteId, topic_id: extra.topicId, role: extra.role, sort: extra.sort, data: JSON.stringify(expertSchema.parse(extra)) }));
  await db.insertInto('expert').values(rows).execute();
  await close();
});
afterAll(async () => {
  await server?.close();
});

async function page(path: string): Promise<{ status: number; document: Document }> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, document: await parseHtml(await response.text()) };
}

/** A definition list as a reader hears it: label → value. */
const termsOf = (root: ParentNode) => Object.fromEntries([...root.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('expert/detail', () => {
  const url = (site: number, id: number | string) => `/rc-pub/front/expert/detail?siteId=${site}&id=${id}`;

  it('answers each expert of the site as seeded; the reply parses with the schema', async () => {
    for (const seeded of readSeed('optics').experts) {
      const { http, body } = await server.get(url(optics.siteId, seeded.id));
      expect(http).toBe(200);
      expect(body).toEqual({ status: 0, data: seeded });
      expect(expertSchema.parse(body.data).id).toBe(seeded.id);
    }
  });

  it('answers a group with its members’ experts', async () => {
    const [seeded] = readSeed('ecology').experts;
    expect((await server.get(url(group.siteId, seeded!.id))).body).toEqual({ status: 0, data: seeded });
  });

  it('refuses an unknown expert and another site’s with a 404 envelope', async () => {
    for (const id of [missingExpertId, readSeed('ecology').experts[0]!.id]) {
      const { http, body } = await server.get(url(optics.siteId, id));
      expect(http).toBe(404);
      expect(body.status).not.toBe(0);
      expect(body.data).toBeUndefined();
    }
  });

  it('answers 400 naming id for a missing or non-numeric id', async () => {
    for (const query of ['', '&id=abc', '&id=-1']) {
      const { http, body } = await server.get(`/rc-pub/front/expert/detail?siteId=${optics.siteId}${query}`);
      expect(http).toBe(400);
      expect(body.message).toContain('"id"');
    }
  });

  it('answers an expired site with 10002, one in maintenance with 10003, an unknown one with 10001', async () => {
    const id = readSeed('optics').experts[0]!.id;
    expect((await server.get(url(siteOf('heritage').siteId, id))).body.status).toBe(10002);
    expect((await server.get(url(siteOf('geoscience').siteId, id))).body.status).toBe(10003);
    expect((await server.get(url(987654, id))).body.status).toBe(10001);
  });
});

describe('expert/list as the board pages it', () => {
  it('gives 10 a page in role order, the last page the rest', async () => {
    const pages = [];
    for (const number of [0, 1, 2]) {
      const { body } = await server.get(`/rc-pub/front/expert/list?siteId=${optics.siteId}&page=${number}&size=10&sort=role`);
      pages.push(pageSchema(expertSchema).parse(body.data));
    }
    expect(pages.map((entry) => entry.content.length)).toEqual([10, 10, opticsExperts.length - 20]);
    expect(pages.map((entry) => [entry.totalElements, entry.totalPages, entry.number])).toEqual([
      [opticsExperts.length, 3, 0],
      [opticsExperts.length, 3, 1],
      [opticsExperts.length, 3, 2],
    ]);
    expect(pages.flatMap((entry) => entry.content.map((item) => item.id))).toEqual(boardOrder.map((item) => item.id));
  });
});

describe('the journal introduction page (about/{id})', () => {
  it('shows the journal of the seed with its spec §3 fields, titled with its name', async () => {
    const { status, document } = await page('/optics/en/about/1101/');
    expect(status).toBe(200);
    expect(document.title).toBe(`${opticsJournal.enPublicationName} – ${optics.enName}`);
    expect([...document.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([opticsJournal.enPublicationName]);
    const block = document.querySelector('[data-block="journal-about"]')!;
    expect(block.querySelector('img')?.getAttribute('src')).toBe(opticsJournal.coverUrl);
    expect(block.textContent).toContain(opticsJournal.enIntroduction);
    const facts = termsOf(block);
    expect(facts).toMatchObject({
      'Impact factor': String(opticsJournal.impactFactor),
      'Editor-in-Chief': opticsJournal.enEditorInChief,
      Sponsor: opticsJournal.sponsor,
      Supervisor: opticsJournal.supervisor,
      'Publication frequency': opticsJournal.frequency,
      ISSN: opticsJournal.issn,
      eISSN: opticsJournal.eissn,
      CN: opticsJournal.cn,
      Founded: String(opticsJournal.startYear),
      Readership: opticsJournal.readership,
      'Indexed in': opticsJournal.databases.join(''),
      Address: opticsJournal.address,
      'Postal code': opticsJournal.postalCode,
      Phone: opticsJournal.phone,
      'E-mail': opticsJournal.email,
    });
  });

  it('reads in Chinese, and stands for an {id} that names no menu item', async () => {
    const zh = await page('/optics/zh/about/1101/');
    expect(zh.document.querySelector('h1')?.textContent).toBe(opticsJournal.publicationName);
    expect(zh.document.title).toBe(`${opticsJournal.publicationName} – ${optics.name}`);
    const other = await page('/optics/en/about/31337/');
    expect(other.status).toBe(200);
    expect(other.document.querySelector('h1')?.textContent).toBe(opticsJournal.enPublicationName);
  });
});

describe('the about-us page (aboutus/{id})', () => {
  it('shows the editorial office’s contacts from the journal, under the menu item’s name', async () => {
    const { status, document } = await page('/ecology/en/aboutus/2501/');
    expect(status).toBe(200);
    const item = (readConfig('ecology', 'menu.json').items as { id: number; children: { id: number; enName: string }[] }[]).flatMap((entry) => entry.children).find((entry) => entry.id === 2501)!;
    expect([...document.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([item.enName]);
    expect(document.title).toBe(`${item.enName} – ${ecology.enName}`);
    expect(termsOf(document.querySelector('[data-block="about-us"]')!)).toEqual({
      'Editorial office': ecologyJournal.organizerUnit,
      Address: ecologyJournal.address,
      'Postal code': ecologyJournal.postalCode,
      Phone: ecologyJournal.phone,
      'E-mail': ecologyJournal.email,
    });
  });

  it('shows the contacts the site configures first', async () => {
    const contact = (readConfig('optics', 'modules.json').home as { code: string; props: Record<string, string> }[]).find((module) => module.code === 'contact')!.props;
    const { status, document } = await page('/optics/zh/aboutus/1106/');
    expect(status).toBe(200);
    const values = Object.values(termsOf(document.querySelector('[data-block="about-us"]')!));
    expect(values).toEqual([opticsJournal.organizerUnit, contact.address, contact.postalCode, contact.phone, contact.email]);
  });
});

describe('the editorial board page (editorial-board/{id}/{editorialId})', () => {
  const boardOf = (document: Document) => document.querySelector('[data-block="editorial-board"]')!;
  /** Role heading → member names, as the board shows them. */
  const groupsOf = (document: Document) =>
    Object.fromEntries([...boardOf(document).querySelectorAll('section')].map((section) => [section.querySelector('h2')?.textContent, [...section.querySelectorAll('li a')].map((link) => link.textContent)]));
  const expectedGroups = (experts: SeedExpert[]) => {
    const groups: Record<string, string[]> = {};
    for (const expert of experts) (groups[english.blocks.roles[expert.role]!] ??= []).push(expert.enName);
    return groups;
  };

  it('shows the first 10 members grouped under their roles, and the member the URL names, titled with their name', async () => {
    const chief = boardOrder[0]!;
    const { status, document } = await page(`/optics/en/editorial-board/1102/${chief.id}/`);
    expect(status).toBe(200);
    expect(document.title).toBe(`${chief.enName} – ${optics.enName}`);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(groupsOf(document)).toEqual(expectedGroups(boardOrder.slice(0, 10)));
    expect(boardOf(document).querySelector('a[aria-current="page"]')?.textContent).toBe(chief.enName);
    const profile = document.querySelector('[data-block="expert-profile"]')!;
    expect(profile.querySelector('h2')?.textContent).toBe(chief.enName);
    expect(profile.querySelector('img')?.getAttribute('alt')).toBe(`Photo of ${chief.enName}`);
    expect(profile.textContent).toContain(english.blocks.roles[chief.role]);
    expect(profile.textContent).toContain(chief.enBio as string);
    const pager = boardOf(document).querySelector('nav')!;
    expect([...pager.querySelectorAll('a[aria-label]')].map((link) => link.getAttribute('href'))).toEqual([
      `/optics/en/editorial-board/1102/${chief.id}/`,
      `/optics/en/editorial-board/1102/${chief.id}/?page=1`,
      `/optics/en/editorial-board/1102/${chief.id}/?page=2`,
    ]);
  });

  it('shows the page the URL names', async () => {
    const { status, document } = await page(`/optics/en/editorial-board/1102/${boardOrder[0]!.id}/?page=2`);
    expect(status).toBe(200);
    expect(groupsOf(document)).toEqual(expectedGroups(boardOrder.slice(20)));
  });

  it('answers 404 for a member the site does not have, another site’s, or an id that is no number', async () => {
    const board = boardOrder[0]!;
    for (const id of [missingExpertId, readSeed('ecology').experts[0]!.id, 'abc']) {
      expect((await page(`/optics/en/editorial-board/1102/${id}/`)).status).toBe(404);
    }
    expect((await page(`/optics/en/editorial-board/1102/${board.id}/`)).status).toBe(200);
  });

  it('shows the board for any {id}, and without a member', async () => {
    const any = await page(`/optics/en/editorial-board/4242/${boardOrder[1]!.id}/`);
    expect(any.status).toBe(200);
    expect(any.document.querySelector('h1')?.textContent).toBe('Editorial board');
    const bare = await page('/optics/en/editorial-board/');
    expect(bare.status).toBe(200);
    expect(boardOf(bare.document).querySelector('li a')?.getAttribute('href')).toBe(`/optics/en/editorial-board/1102/${boardOrder[0]!.id}/`);
    expect(bare.document.querySelector('[data-block="expert-profile"]')).toBeNull();
  });

  it('keeps a page standing whose configuration names a missing member: that block is empty', async () => {
    const { status, document } = await page('/ecology/en/home/');
    expect(status).toBe(200);
    expect(document.querySelector('[data-block="expert-profile"]')?.textContent).toContain(english.common.noData);
  });
});
