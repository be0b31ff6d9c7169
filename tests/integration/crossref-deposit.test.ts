import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { readConfigFolder } from '../../server/config/read-config-folder.ts';
import { CrossrefExportError } from '../../server/crossref/crossref-error.ts';
import { crossrefDepositForIssue, type CrossrefSite } from '../../server/crossref/crossref-deposit.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/open-database.ts';
import { attribute, childElements, childText, descendants, firstChild, plainText } from '../../server/ingest/xml/xml-query.ts';
import { parseXml, type XmlElement } from '../../server/ingest/xml/xml-tree.ts';
import { crossrefSchemaErrors } from '../support/crossref-validation.ts';
import { testsOnPostgres } from '../support/postgres-test-databases.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readGlobalConfig, readSeed } from './helpers.ts';

/**
 * The Crossref deposit of an issue (issue 19, item 6), as the editor who sends it and Crossref, which checks it
 * against its deposit schema, see it: every issue of the sample journals validates against the schema (written out
 * in tests/fixtures/crossref/), holds what the database holds, and registers each DOI to the article's page, which
 * the real server serves. Hostile text stays text; articles without a DOI are left out and named; an issue the site
 * does not have is a clear error. Also through `npm run crossref`'s command.
 */

const run = promisify(execFile);
const publicOrigin = 'https://journals.example.org';
const depositor = (readGlobalConfig('deployment.json') as { crossref: { depositorName: string; depositorEmail: string } }).crossref;

let server: TestServer;
let handle: DatabaseHandle;
let sites: ReadonlyMap<string, SiteConfig>;
const deposits: string[] = [];

const siteOf = (sld: string, overrides: Partial<CrossrefSite> = {}): CrossrefSite => ({
  config: sites.get(sld)!,
  crossref: readConfigFolder(server.configDir).crossref,
  publicOrigin,
  ...overrides,
});
const issuesOf = async (sld: string) =>
  (
    await handle.db
      .selectFrom('period')
      .innerJoin('journal', 'journal.id', 'period.journal_id')
      .select('period.id')
      .where('journal.site_id', '=', sites.get(sld)!.site.siteId)
      .orderBy('period.id')
      .execute()
  ).map((row) => row.id);
const articlesOf = (issueId: number) => handle.db.selectFrom('article').select(['id', 'doi', 'data']).where('period_id', '=', issueId).orderBy('id').execute();

async function deposit(sld: string, issueId: number, overrides: Partial<CrossrefSite> = {}) {
  const made = await crossrefDepositForIssue(handle.db, siteOf(sld, overrides), issueId);
  deposits.push(made.xml);
  return { ...made, root: parseXml(made.xml) };
}
const text = (element: XmlElement | undefined, name: string) => childText(element, name);
const articleOfDoi = (root: XmlElement, doi: string) => descendants(root, 'journal_article').find((article) => text(firstChild(article, 'doi_data'), 'doi') === doi);

beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', PUBLIC_ORIGIN: publicOrigin });
  handle = openDatabase(server.databaseUrl);
  sites = readConfigFolder(server.configDir).sites;
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('the deposit of a sample issue', () => {
  it('registers the optics issue 2026 No. 2: its journal, its issue and each article with what the database holds', async () => {
    const journal = readSeed('optics').journals[0] as { issn: string; eissn: string; enPublicationName: string; abbrevTitle: string };
    let issueId = 0;
    for (const id of await issuesOf('optics')) {
      const { data } = await handle.db.selectFrom('period').select('data').where('id', '=', id).executeTakeFirstOrThrow();
      if ((await articlesOf(id)).length === 3 && (JSON.parse(data) as { issue: string }).issue === '2') issueId = id;
    }
    const { root, included, skipped, batchId } = await deposit('optics', issueId);

    expect(root.local).toBe('doi_batch');
    expect(attribute(root, 'version')).toBe('5.4.0');
    const head = firstChild(root, 'head')!;
    expect(text(head, 'doi_batch_id')).toBe(batchId);
    expect(text(firstChild(head, 'depositor'), 'depositor_name')).toBe(depositor.depositorName);
    expect(text(firstChild(head, 'depositor'), 'email_address')).toBe(depositor.depositorEmail);
    expect(text(head, 'registrant')).toBe(sites.get('optics')!.publication.publisher!.enName);

    const metadata = descendants(root, 'journal_metadata')[0]!;
    expect(text(metadata, 'full_title')).toBe(journal.enPublicationName);
    expect(text(metadata, 'abbrev_title')).toBe(journal.abbrevTitle);
    expect(childElements(metadata, 'issn').map((issn) => [attribute(issn, 'media_type'), plainText(issn)])).toEqual([
      ['print', journal.issn],
      ['electronic', journal.eissn],
    ]);
    const issue = descendants(root, 'journal_issue')[0]!;
    expect([text(firstChild(issue, 'journal_volume'), 'volume'), text(issue, 'issue')]).toEqual(['46', '2']);

    const articles = await articlesOf(issueId);
    expect(skipped).toEqual([]);
    expect(included.map((entry) => entry.doi).sort()).toEqual(articles.map((row) => row.doi).sort());
    for (const row of articles) {
      const entity = JSON.parse(row.data) as { language: string; title: string; enTitle: string; authors: { enName: string }[]; firstPageNum: string; lastPageNum: string };
      const element = articleOfDoi(root, row.doi)!;
      const titles = firstChild(element, 'titles');
      // A Chinese article's English title is its title in the deposit; its own, the original-language title.
      const translated = entity.language === 'zh';
      expect(text(titles, 'title')).toBe(translated ? entity.enTitle : entity.title);
      expect(text(titles, 'original_language_title')).toBe(translated ? entity.title : '');
      expect(attribute(firstChild(titles, 'original_language_title'), 'language')).toBe(translated ? 'zh' : '');
      const people = descendants(element, 'person_name');
      expect(people.map((person) => attribute(person, 'sequence'))).toEqual(entity.authors.map((_, index) => (index === 0 ? 'first' : 'additional')));
      // "SU Wanqing": the capitalised surname first, as Chinese names are romanised.
      expect(people.map((person) => `${text(person, 'surname')} ${text(person, 'given_name')}`)).toEqual(entity.authors.map((author) => author.enName));
      expect([text(firstChild(element, 'pages'), 'first_page'), text(firstChild(element, 'pages'), 'last_page')]).toEqual([entity.firstPageNum, entity.lastPageNum]);
    }
  });

  it('registers each DOI to the article page the server serves, on the public address', async () => {
    const issueId = (await issuesOf('ecology'))[0]!;
    const { included } = await deposit('ecology', issueId);
    expect(included.length).toBeGreaterThan(0);
    for (const { doi, url } of included) {
      expect(url.startsWith(`${publicOrigin}/ecology/`)).toBe(true);
      const page = await fetch(`${server.url}${url.slice(publicOrigin.length)}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(doi);
    }
  });

  it('carries an imported article’s funding, licence, ORCID iDs, abstract and references', async () => {
    // The sample articles imported from JATS sit in issues of their own; find the ones with funding and references.
    const all = await Promise.all([...(await issuesOf('optics')).map((id) => deposit('optics', id)), ...(await issuesOf('ecology')).map((id) => deposit('ecology', id))]);
    const articles = all.flatMap(({ root }) => descendants(root, 'journal_article'));
    const funded = articles.find((article) => descendants(article, 'program').some((program) => attribute(program, 'name') === 'fundref'))!;
    expect(descendants(funded, 'assertion').filter((assertion) => attribute(assertion, 'name') === 'funder_name').length).toBeGreaterThan(0);
    const withReferences = articles.filter((article) => firstChild(article, 'citation_list'));
    expect(withReferences.length).toBeGreaterThan(0);
    for (const article of withReferences) {
      const doi = text(firstChild(article, 'doi_data'), 'doi');
      const { data } = await handle.db
        .selectFrom('article_content')
        .innerJoin('article', 'article.id', 'article_content.article_id')
        .select('article_content.data')
        .where('article.doi', '=', doi)
        .executeTakeFirstOrThrow();
      const lists = (JSON.parse(data) as { references: { refs: unknown[] }[] }).references;
      expect(descendants(article, 'citation').length).toBe(lists.flatMap((list) => list.refs).length);
    }
    expect(articles.some((article) => descendants(article, 'license_ref').some((licence) => plainText(licence).startsWith('http')))).toBe(true);
    expect(articles.some((article) => descendants(article, 'ORCID').length > 0)).toBe(true);
    expect(articles.every((article) => descendants(article, 'abstract').length > 0)).toBe(true);
  });
});

describe('what an article cannot give', () => {
  it('escapes a hostile title and drops the characters XML cannot carry', async () => {
    const [target] = await articlesOf((await issuesOf('optics'))[0]!);
    const hostile = '<script>alert("x")</script> Fish & Chips \u0001\u0008\u001f]]>';
    await handle.db
      .updateTable('article')
      .set({ data: JSON.stringify({ ...JSON.parse(target!.data), title: `${hostile} 中文`, enTitle: hostile }) })
      .where('id', '=', target!.id)
      .execute();
    const { xml, root } = await deposit('optics', JSON.parse(target!.data).periodId);

    const titles = firstChild(articleOfDoi(root, target!.doi), 'titles');
    expect(text(titles, 'title')).toBe('<script>alert("x")</script> Fish & Chips ]]>');
    expect(text(titles, 'original_language_title')).toBe('<script>alert("x")</script> Fish & Chips ]]> 中文');
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&lt;script&gt;');
    expect([...xml].filter((character) => character < ' ' && !'\t\n\r'.includes(character))).toEqual([]);
  });

  it('leaves out an article without a DOI, and says so', async () => {
    const issueId = (await issuesOf('ecology'))[1]!;
    const [first, ...others] = await articlesOf(issueId);
    await handle.db.updateTable('article').set({ doi: '' }).where('id', '=', first!.id).execute();
    const { root, included, skipped } = await deposit('ecology', issueId);

    expect(skipped).toEqual([{ articleId: first!.id, reason: 'no DOI' }]);
    // The deposit lists the issue's articles in its table of contents' order; which are in it is what counts here.
    expect(included.map((entry) => entry.articleId).sort()).toEqual(others.map((row) => row.id).sort());
    expect(articleOfDoi(root, first!.doi)).toBeUndefined();
    expect(descendants(root, 'journal_article')).toHaveLength(others.length);
  });

  it('answers an issue the site does not have with an error naming it', async () => {
    const unknown = crossrefDepositForIssue(handle.db, siteOf('optics'), 987654);
    await expect(unknown).rejects.toBeInstanceOf(CrossrefExportError);
    await expect(unknown).rejects.toMatchObject({ reason: 'issueNotFound', message: 'issue 987654 is not an issue of site "optics"' });
    // Another site's issue is no issue of this one.
    await expect(crossrefDepositForIssue(handle.db, siteOf('optics'), (await issuesOf('ecology'))[0]!)).rejects.toMatchObject({ reason: 'issueNotFound' });
  });

  it('says what to configure when nobody is named to deposit, or the site has no public address', async () => {
    const issueId = (await issuesOf('optics'))[0]!;
    await expect(crossrefDepositForIssue(handle.db, siteOf('optics', { crossref: undefined }), issueId)).rejects.toMatchObject({ reason: 'notConfigured' });
    await expect(crossrefDepositForIssue(handle.db, siteOf('optics', { publicOrigin: undefined }), issueId)).rejects.toMatchObject({
      reason: 'noPublicAddress',
      message: expect.stringContaining('PUBLIC_ORIGIN'),
    });
  });
});

/**
 * The command's process on SQLite only: what it adds to `crossrefDepositForIssue` (checked above on both engines) is its
 * arguments, its output streams and its exit code, none of which the engine changes; three processes on PostgreSQL
 * would cost ~7 s of CPU and check nothing new.
 */
describe.skipIf(testsOnPostgres())('npm run crossref', () => {
  const command = (args: string[]) =>
    run(join('node_modules', '.bin', 'tsx'), ['server/commands/crossref.ts', ...args], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl, SITE_CONFIG_DIR: server.configDir, PUBLIC_ORIGIN: publicOrigin, LOG_LEVEL: 'silent' },
    });

  it('writes the deposit to stdout and what it left out to stderr', async () => {
    const issueId = (await issuesOf('ecology'))[2]!;
    const { stdout, stderr } = await command(['--site', 'ecology', '--issue', String(issueId)]);
    deposits.push(stdout);
    expect(parseXml(stdout).local).toBe('doi_batch');
    expect(descendants(parseXml(stdout), 'journal_article')).toHaveLength((await articlesOf(issueId)).length);
    expect(stderr).toMatch(/\d+ DOI\(s\), 0 article\(s\) left out/);
  });

  it('exits 2 with the reason for an unknown issue, and with its usage for bad arguments', async () => {
    await expect(command(['--site', 'ecology', '--issue', '987654'])).rejects.toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining('issue 987654 is not an issue of site "ecology"') });
    await expect(command(['--site', 'ecology', '--issue', 'x'])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage:') });
  });
});

describe('Crossref’s schema', () => {
  it('holds every deposit made above', async () => {
    expect(deposits.length).toBeGreaterThan(10);
    expect(await crossrefSchemaErrors(deposits)).toEqual([]);
  });
});
