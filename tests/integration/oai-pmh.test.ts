import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OaiPmh, OaiPmhError, type ParsedXml } from 'oai-pmh';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/open-database.ts';
import { descendants, firstChild } from '../../server/ingest/xml/xml-query.ts';
import { parseXml, type XmlElement, type XmlNode } from '../../server/ingest/xml/xml-tree.ts';
import { oaiSchemaErrors } from '../support/oai-validation.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readGlobalConfig, readSeed, siteFolderNames } from './helpers.ts';

/**
 * OAI-PMH at /rc-pub/oai, as harvesters see it: the npm harvester `oai-pmh` walks the lists through their resumption
 * tokens, and every reply this file fetches is validated at the end against the OAI-PMH and oai_dc schemas. Expected
 * values come from the sample configuration and the test server's own database.
 */

type Repository = { repositoryIdentifier: string; repositoryName: string; adminEmails: string[] };
const repository = (readGlobalConfig('deployment.json') as { oai: Repository }).oai;
const harvestSlds = siteFolderNames().filter((sld) => {
  const site = readConfig(sld, 'site.json') as { status?: string; groupSite?: number };
  return (site.status ?? 'active') === 'active' && !site.groupSite;
});

let server: TestServer;
let database: DatabaseHandle;
let listSize = 0;
const replies: string[] = [];

const oaiId = (id: number) => `oai:${repository.repositoryIdentifier}:${id}`;
const idOf = (identifier: string) => Number(identifier.slice(identifier.lastIndexOf(':') + 1));
const siteIdOf = (sld: string) => (readConfig(sld, 'site.json') as { siteId: number }).siteId;
/** Each site's articles (by id) and issues as the server seeded them, read once the server has started. */
const seeded = new Map<string, { articles: Array<{ id: number; period_id: number | null }>; issues: Array<{ id: number }> }>();
const articlesOf = (sld: string) => seeded.get(sld)?.articles ?? [];
const issuesOf = (sld: string) => seeded.get(sld)?.issues ?? [];

const textOf = (node: XmlNode | undefined): string => (!node ? '' : node.kind === 'text' ? node.text : node.children.map(textOf).join(''));
const child = (element: XmlElement | undefined, name: string) => firstChild(element, name);
const all = (element: XmlElement | undefined, name: string) => (element ? descendants(element, name) : []);

type Reply = { http: number; type: string | null; text: string; root: XmlElement };

/** One request, GET (a query) or POST (a form, or any other body); the reply is kept for the schema check. */
async function oai(query: string, post?: { body: string; type?: string }): Promise<Reply> {
  const response = post
    ? await fetch(`${server.url}/rc-pub/oai`, { method: 'POST', headers: { 'content-type': post.type ?? 'application/x-www-form-urlencoded' }, body: post.body })
    : await fetch(`${server.url}/rc-pub/oai?${query}`);
  const text = await response.text();
  replies.push(text);
  return { http: response.status, type: response.headers.get('content-type'), text, root: parseXml(text) };
}

/** Elements are found by local name (`title` finds `dc:title`). */
const errorCodes = (reply: Reply) => all(reply.root, 'error').map((error) => error.attributes.code);

/** Follows a list through its resumption tokens with plain requests (the harvester below cannot read one-item pages). */
async function walk(verb: 'ListIdentifiers' | 'ListRecords' | 'ListSets', query: string): Promise<{ items: XmlElement[]; pages: Reply[] }> {
  const pages: Reply[] = [];
  let next = `verb=${verb}${query ? `&${query}` : ''}`;
  for (;;) {
    const page = await oai(next);
    pages.push(page);
    const token = textOf(all(page.root, 'resumptionToken')[0]);
    if (!token) break;
    next = `verb=${verb}&resumptionToken=${encodeURIComponent(token)}`;
  }
  const itemName = verb === 'ListSets' ? 'set' : verb === 'ListRecords' ? 'record' : 'header';
  return { items: pages.flatMap((page) => child(page.root, verb)?.children.filter((node): node is XmlElement => node.kind === 'element' && node.name === itemName) ?? []), pages };
}

const harvester = () => new OaiPmh(`${server.url}/rc-pub/oai`, { retry: false });
async function collect<T>(items: AsyncGenerator<T>): Promise<T[]> {
  const collected: T[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}
const text = (value: ParsedXml | ParsedXml[] | undefined): string => (typeof value === 'string' ? value : Array.isArray(value) ? text(value[0]) : typeof value?._ === 'string' ? value._ : '');

beforeAll(async () => {
  server = await startTestServer();
  database = openDatabase(server.databaseUrl);
  for (const sld of siteFolderNames()) {
    const siteId = siteIdOf(sld);
    const articles = await database.db.selectFrom('article').select(['id', 'period_id']).where('site_id', '=', siteId).orderBy('id').execute();
    const issues = await database.db.selectFrom('period').innerJoin('journal', 'journal.id', 'period.journal_id').select('period.id').where('journal.site_id', '=', siteId).execute();
    seeded.set(sld, { articles, issues });
  }
  // A page size that splits every list the harvester walks into several pages, none of one item: the harvester reads a
  // one-element list as an object, not a list (its xml2js parse), and stops.
  const sizes = [
    ...harvestSlds.map((sld) => articlesOf(sld).length),
    harvestSlds.reduce((sum, sld) => sum + 1 + issuesOf(sld).length, 0),
  ];
  listSize = [4, 5, 6, 7, 8, 9, 3].find((size) => sizes.every((n) => n > size && n % size !== 1))!;
  const file = join(server.configDir, 'deployment.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), oai: { ...repository, listSize } }));
  expect((await server.get('/rc-pub/admin/reload-config', { method: 'POST' })).body.status).toBe(0);
});

afterAll(async () => {
  await database?.close();
  await server?.close();
});

describe('OAI-PMH: the repository', () => {
  it('Identify names the configured repository, its base URL, seconds granularity and no deleted records', async () => {
    const identity = await harvester().identify();
    const earliest = await database.db
      .selectFrom('article')
      .select((eb) => eb.fn.min('updated_at').as('earliest'))
      .where('site_id', 'in', harvestSlds.map(siteIdOf))
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({
      repositoryName: repository.repositoryName,
      baseURL: `${server.url}/rc-pub/oai`,
      protocolVersion: '2.0',
      adminEmail: repository.adminEmails[0],
      earliestDatestamp: earliest.earliest,
      deletedRecord: 'no',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
    });
    await oai('verb=Identify');
  });

  it('disseminates every record as oai_dc and as jats, so no record is without formats (noMetadataFormats never arises)', async () => {
    const prefixes = (formats: ParsedXml | ParsedXml[]) => (Array.isArray(formats) ? formats : [formats]).map((format) => text((format as Record<string, ParsedXml>).metadataPrefix));
    expect(prefixes(await harvester().listMetadataFormats())).toEqual(['oai_dc', 'jats']);
    for (const sld of harvestSlds) {
      for (const { id } of articlesOf(sld)) {
        const reply = await oai(`verb=ListMetadataFormats&identifier=${encodeURIComponent(oaiId(id))}`);
        expect(all(reply.root, 'metadataPrefix').map(textOf)).toEqual(['oai_dc', 'jats']);
      }
    }
  });

  it('lists a set for each journal site and each of its issues, through resumption tokens', async () => {
    const sets = await collect(harvester().listSets());
    const expected = harvestSlds.flatMap((sld) => [`journal:${sld}`, ...issuesOf(sld).map((issue) => `journal:${sld}:issue:${issue.id}`)]);
    expect(sets.length).toBeGreaterThan(listSize);
    expect(sets.map((set) => text(set.setSpec)).sort()).toEqual(expected.sort());
    const walked = await walk('ListSets', '');
    expect(walked.pages.length).toBe(Math.ceil(expected.length / listSize));
  });
});

describe('OAI-PMH: harvesting', () => {
  it.each(['oai_dc', 'jats'])('the harvester gets every record of each journal in %s, page after page', async (metadataPrefix) => {
    for (const sld of harvestSlds) {
      const records = await collect(harvester().listRecords({ metadataPrefix, set: `journal:${sld}` }));
      const expected = articlesOf(sld);
      expect(expected.length).toBeGreaterThan(listSize);
      expect(new Set(records.map((record) => text((record.header as Record<string, ParsedXml>).identifier))).size).toBe(expected.length);
      expect(records.map((record) => idOf(text((record.header as Record<string, ParsedXml>).identifier))).sort((a, b) => a - b)).toEqual(expected.map((article) => article.id));
      for (const record of records) {
        const metadata = record.metadata as Record<string, ParsedXml>;
        if (metadata === undefined) throw new Error('a record without metadata');
        if (metadataPrefix === 'oai_dc') expect(text((metadata['oai_dc:dc'] as Record<string, ParsedXml>)['dc:title'])).not.toBe('');
        else expect((metadata.article as Record<string, ParsedXml>).front).toBeDefined();
      }
      // The same walk by hand, to validate every page against the schemas.
      const walked = await walk('ListRecords', `metadataPrefix=${metadataPrefix}&set=journal:${sld}`);
      expect(walked.items.length).toBe(expected.length);
      const tokens = walked.pages.map((page) => all(page.root, 'resumptionToken')[0]);
      expect(tokens.at(-1)).toMatchObject({ children: [] });
      expect(tokens.map((token) => token?.attributes.cursor)).toEqual(walked.pages.map((_, index) => String(index * listSize)));
      expect(tokens.every((token) => token?.attributes.completeListSize === String(expected.length))).toBe(true);
    }
  });

  it('each set holds exactly its articles, with the hierarchy its setSpecs imply', async () => {
    const headersOf = async (set: string) => (await walk('ListIdentifiers', `metadataPrefix=oai_dc&set=${set}`)).items.map((header) => idOf(textOf(child(header, 'identifier')))).sort((a, b) => a - b);
    for (const sld of harvestSlds) {
      const articles = articlesOf(sld);
      for (const issue of issuesOf(sld)) {
        const inIssue = articles.filter((article) => article.period_id === issue.id).map((article) => article.id);
        if (inIssue.length === 0) expect(errorCodes(await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&set=journal:${sld}:issue:${issue.id}`))).toEqual(['noRecordsMatch']);
        else expect(await headersOf(`journal:${sld}:issue:${issue.id}`)).toEqual(inIssue);
      }
      expect(await headersOf(`journal:${sld}:issue`)).toEqual(articles.filter((article) => article.period_id !== null).map((article) => article.id));
    }
    const everything = harvestSlds.flatMap((sld) => articlesOf(sld).map((article) => article.id)).sort((a, b) => a - b);
    expect(await headersOf('journal')).toEqual(everything);
    const unscoped = await walk('ListIdentifiers', 'metadataPrefix=jats');
    expect(unscoped.items.map((header) => idOf(textOf(child(header, 'identifier')))).sort((a, b) => a - b)).toEqual(everything);
    // Headers name their journal's set, and their issue's.
    const header = unscoped.items.find((item) => all(item, 'setSpec').length === 2)!;
    expect(all(header, 'setSpec').map(textOf)[1]).toMatch(/^journal:[a-z0-9-]+:issue:\d+$/);
  });

  it('jats is the imported article\'s own front, and a front written from the metadata for the others', async () => {
    const imported = await database.db.selectFrom('article_content').select(['article_id', 'jats_front']).where('jats_front', 'is not', null).$narrowType<{ jats_front: string }>().execute();
    expect(imported.length).toBeGreaterThan(0);
    const shape = (element: XmlElement): string[] => [element.local, ...element.children.flatMap((node) => (node.kind === 'element' ? shape(node) : []))];
    for (const { article_id: id, jats_front: stored } of imported) {
      const reply = await oai(`verb=GetRecord&metadataPrefix=jats&identifier=${encodeURIComponent(oaiId(id))}`);
      const front = all(reply.root, 'front')[0]!;
      const source = parseXml(stored);
      expect(shape(front)).toEqual(shape(source));
      expect(textOf(front)).toBe(textOf(source));
    }
    const seeded = (readSeed(harvestSlds[0]!).articles as Array<{ id: number; title: string; enTitle: string; doi: string }>)[0]!;
    const reply = await oai(`verb=GetRecord&metadataPrefix=jats&identifier=${encodeURIComponent(oaiId(seeded.id))}`);
    const meta = all(reply.root, 'article-meta')[0];
    expect(textOf(child(child(meta, 'title-group'), 'article-title'))).toBe(seeded.title);
    expect(all(meta, 'article-id').map((element) => [element.attributes['pub-id-type'], textOf(element)])).toContainEqual(['doi', seeded.doi]);
    expect(all(reply.root, 'journal-id').map(textOf)).toEqual([harvestSlds[0]]);
  });

  it('oai_dc says what the article page says: titles, authors, identifiers', async () => {
    const sld = harvestSlds[0]!;
    const seeded = (readSeed(sld).articles as Array<{ id: number; title: string; enTitle: string; doi: string; language: string; authors: Array<{ name: string }> }>)[0]!;
    const reply = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(oaiId(seeded.id))}`);
    const dc = all(reply.root, 'dc')[0];
    expect(all(dc, 'title').map((title) => [title.attributes['xml:lang'], textOf(title)])).toEqual([
      [seeded.language, seeded.title],
      ...(seeded.language === 'en' ? [] : [['en', seeded.enTitle]]),
    ]);
    expect(all(dc, 'creator').map(textOf)).toEqual(seeded.authors.map((author) => author.name));
    expect(all(dc, 'identifier').map(textOf)).toEqual([`${server.url}/${sld}/${seeded.language}/article/${seeded.id}/`, `https://doi.org/${seeded.doi}`]);
  });
});

describe('OAI-PMH: errors, each an OAI reply with HTTP 200', () => {
  it.each([
    ['no verb', '', 'badVerb'],
    ['an unknown verb', 'verb=ListEverything', 'badVerb'],
    ['a repeated verb', 'verb=Identify&verb=ListSets', 'badVerb'],
    ['an argument the verb does not take', 'verb=Identify&metadataPrefix=oai_dc', 'badArgument'],
    ['a repeated argument', 'verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=jats', 'badArgument'],
    ['a missing metadataPrefix', 'verb=ListIdentifiers&set=journal', 'badArgument'],
    ['a missing identifier', 'verb=GetRecord&metadataPrefix=oai_dc', 'badArgument'],
    ['a date that is no date', 'verb=ListRecords&metadataPrefix=oai_dc&from=2026-13-01', 'badArgument'],
    ['from and until of different granularity', 'verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-02-01T00:00:00Z', 'badArgument'],
    ['from after until', 'verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01&until=2026-01-01', 'badArgument'],
    ['a resumptionToken with other arguments', 'verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=x', 'badArgument'],
    ['a token this repository never issued', 'verb=ListRecords&resumptionToken=bm90LWEtdG9rZW4.c2lnbmF0dXJl', 'badResumptionToken'],
    ['a malformed token', 'verb=ListSets&resumptionToken=%3Cscript%3E', 'badResumptionToken'],
    ['an unknown format', 'verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
    ['an unknown identifier', `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${repository.repositoryIdentifier}:999999999`, 'idDoesNotExist'],
    ['another repository\'s identifier', 'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.org:1', 'idDoesNotExist'],
    ['ListMetadataFormats of an unknown item', 'verb=ListMetadataFormats&identifier=urn:x', 'idDoesNotExist'],
    ['an unknown set', 'verb=ListIdentifiers&metadataPrefix=oai_dc&set=journal:nowhere', 'noRecordsMatch'],
    ['a window after every datestamp', 'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2199-01-01', 'noRecordsMatch'],
  ])('%s → %s', async (_what, query, code) => {
    const reply = await oai(query);
    expect([reply.http, reply.type]).toEqual([200, 'text/xml; charset=utf-8']);
    expect(errorCodes(reply)).toEqual([code]);
    // After badVerb and badArgument the request is echoed without arguments, as the protocol says.
    if (code === 'badVerb' || code === 'badArgument') expect(all(reply.root, 'request')[0]!.attributes).toEqual({});
  });

  it('an article of a site that is not harvested does not exist here', async () => {
    const other = siteFolderNames().find((sld) => !harvestSlds.includes(sld) && articlesOf(sld).length > 0);
    if (!other) return;
    const [article] = articlesOf(other);
    expect(errorCodes(await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(oaiId(article!.id))}`))).toEqual(['idDoesNotExist']);
  });

  it('a token is refused when altered, or given to another list', async () => {
    const first = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
    const token = textOf(all(first.root, 'resumptionToken')[0]);
    expect(token).not.toBe('');
    expect(errorCodes(await oai(`verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`))).toEqual(['badResumptionToken']);
    const altered = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
    expect(errorCodes(await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(altered)}`))).toEqual(['badResumptionToken']);
    expect(errorCodes(await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`))).toEqual([]);
  });

  it('the harvester reads the errors as the protocol\'s', async () => {
    const failure = await harvester().getRecord('oai:elsewhere.org:1', 'oai_dc').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OaiPmhError);
    expect((failure as OaiPmhError).code).toBe('idDoesNotExist');
  });

  it('a POSTed form is read like a query; its repeated arguments are refused; a body of another type carries no arguments', async () => {
    const identify = await oai('', { body: 'verb=Identify' });
    expect(textOf(all(identify.root, 'repositoryName')[0])).toBe(repository.repositoryName);
    const record = await oai('', { body: `verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(oaiId(articlesOf(harvestSlds[0]!)[0]!.id))}` });
    expect(all(record.root, 'record')).toHaveLength(1);
    expect(errorCodes(await oai('', { body: 'verb=ListSets&resumptionToken=a&resumptionToken=b' }))).toEqual(['badArgument']);
    expect(errorCodes(await oai('', { body: '{"verb":"Identify"}', type: 'application/json' }))).toEqual(['badVerb']);
  });
});

describe('OAI-PMH: datestamps and hostile metadata', () => {
  it('from and until select by datestamp at day and second granularity, and an edit moves the datestamp', async () => {
    const [article] = articlesOf(harvestSlds[0]!);
    await database.db.updateTable('article').set({ updated_at: '2001-02-03T04:05:06Z' }).where('id', '=', article!.id).execute();
    const ids = async (window: string) => (await walk('ListIdentifiers', `metadataPrefix=oai_dc&${window}`)).items.map((header) => idOf(textOf(child(header, 'identifier'))));
    expect(await ids('from=2001-02-03&until=2001-02-03')).toEqual([article!.id]);
    expect(await ids('until=2001-02-03T04:05:06Z')).toEqual([article!.id]);
    expect(errorCodes(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&until=2001-02-03T04:05:05Z'))).toEqual(['noRecordsMatch']);
    expect(await ids('from=2001-02-04')).not.toContain(article!.id);
    expect(textOf(all((await oai('verb=Identify')).root, 'earliestDatestamp')[0])).toBe('2001-02-03T04:05:06Z');
    const { data } = await database.db.selectFrom('article').select('data').where('id', '=', article!.id).executeTakeFirstOrThrow();
    await database.db.updateTable('article').set({ data: JSON.stringify({ ...JSON.parse(data), title: 'Retitled' }) }).where('id', '=', article!.id).execute();
    expect(errorCodes(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&until=2001-02-03'))).toEqual(['noRecordsMatch']);
  });

  it('hostile metadata stays text in both formats, and a stored front keeps no script', async () => {
    const sld = harvestSlds[0]!;
    const { id: journalId } = await database.db.selectFrom('journal').select('id').where('site_id', '=', siteIdOf(sld)).executeTakeFirstOrThrow();
    const hostileTitle = '<script>alert(1)</script> & ]]> "quoted" \u0001\uFFFE';
    const id = 990_001;
    const data = { id, publicationId: journalId, year: 2026, language: 'en', title: hostileTitle, authors: [{ name: '"><img src=x onerror=alert(2)>' }], abstract: '</dc:description><dc:rights>mine</dc:rights>' };
    await database.db.insertInto('article').values({ id, site_id: siteIdOf(sld), journal_id: journalId, language: 'en', year: 2026, data: JSON.stringify(data) }).execute();
    await database.db
      .insertInto('article_content')
      .values({
        article_id: id,
        language: 'en',
        data: '{}',
        jats_front:
          '<front xmlns:h="http://www.w3.org/1999/xhtml" xmlns:xlink="http://www.w3.org/1999/xlink"><article-meta onmouseover="alert(3)"><h:script>alert(4)</h:script><self-uri xlink:href="javascript:alert(5)">x</self-uri></article-meta></front>',
      })
      .execute();
    const dc = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(oaiId(id))}`);
    expect(textOf(all(dc.root, 'title')[0])).toBe('<script>alert(1)</script> & ]]> "quoted"');
    expect(all(dc.root, 'creator').map(textOf)).toEqual(['"><img src=x onerror=alert(2)>']);
    expect(all(dc.root, 'rights').map(textOf)).toEqual(['info:eu-repo/semantics/openAccess']);
    expect(all(dc.root, 'script')).toEqual([]);
    const jats = await oai(`verb=GetRecord&metadataPrefix=jats&identifier=${encodeURIComponent(oaiId(id))}`);
    expect(jats.text).not.toMatch(/alert|script|onmouseover|javascript/i);
  });

  it('with no harvested journal there are no sets (noSetHierarchy) and no records; without `oai` there is no endpoint', async () => {
    for (const sld of harvestSlds) {
      const file = join(server.configDir, sld, 'site.json');
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), status: 'maintenance' }));
    }
    await server.get('/rc-pub/admin/reload-config', { method: 'POST' });
    expect(errorCodes(await oai('verb=ListSets'))).toEqual(['noSetHierarchy']);
    expect(errorCodes(await oai('verb=ListRecords&metadataPrefix=oai_dc'))).toEqual(['noRecordsMatch']);
    expect(errorCodes(await oai('verb=Identify'))).toEqual([]);

    const file = join(server.configDir, 'deployment.json');
    const { oai: _oai, ...deployment } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify(deployment));
    await server.get('/rc-pub/admin/reload-config', { method: 'POST' });
    const gone = await server.get('/rc-pub/oai?verb=Identify');
    expect([gone.http, gone.body.status]).toEqual([404, 40400]);
  });
});

describe('OAI-PMH: the schema', () => {
  it('every reply above is valid against OAI-PMH.xsd, oai_dc.xsd (and the jats stand-in)', async () => {
    expect(replies.length).toBeGreaterThan(50);
    expect(await oaiSchemaErrors(replies)).toEqual([]);
  }, 120_000);
});
