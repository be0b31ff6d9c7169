import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { minimalJats } from '../../server/ingest/__tests__/minimal-jats.ts';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { rawZip } from '../support/zip-bytes.ts';
import { readSeed, type Envelope } from './helpers.ts';

/**
 * Issue 19: uploading articles to the content desk over the real server — a JATS package becomes draft articles in
 * the issue and column chosen (readers see nothing until they are published), a PDF with its metadata one more; every
 * hostile upload (zip slip, absolute names, a zip bomb, 500 MB, a PDF that is not one, an XML that is not JATS, a
 * DOI the desk has) is refused with a message naming the file, and nothing is saved, in the database or on disk.
 * Another site's editor and a write without its CSRF token are refused before a byte is read.
 */
const MiB = 1024 * 1024;
const sharedJats = join(import.meta.dirname, '..', '..', '..', 'shared', 'fixtures', 'jats');
const fixtures = { f1000: 'f1000research-8-978-v1.xml', acupuncture: 'pmgp-v3i2-107-acupuncture-en.xml' };
const opticsJournal = readSeed('optics').journals[0]!.id as number;
const researchColumn = (readSeed('optics').columns as { id: number; enName: string }[]).find((column) => column.enName === 'Research Articles')!.id;

let server: TestServer;
let editor: AdminBrowser;
let stranger: AdminBrowser;
let owner: AdminBrowser;
let filesDir: string;
let issueId: number;
let opticsSiteId: number;

type Item = { id: number; status: string; version: number; data: Record<string, unknown> };
type Drafts = { file: string; drafts: { id: number; title: string; doi: string; source: string; missingFiles: string[] }[] };
type Reply = { http: number; body: Envelope };

const uploadPath = (sld = 'optics', progress?: string) => `/rc-pub/admin/sites/${sld}/upload${progress ? `?progress=${progress}` : ''}`;

/** Posts an upload as the back office does: multipart, the fields before the file, the session's cookie and CSRF token. */
async function upload(as: AdminBrowser, file: { name: string; bytes: Buffer | string }, fields: Record<string, string | number | undefined>, options: { csrf?: string | null; sld?: string; progress?: string } = {}): Promise<Reply> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, String(value));
  form.set('file', new Blob([new Uint8Array(Buffer.from(file.bytes))]), file.name);
  const headers: Record<string, string> = { cookie: as.cookieHeader() };
  if (options.csrf !== null) headers['x-csrf-token'] = options.csrf ?? as.csrfToken;
  const response = await fetch(`${server.url}${uploadPath(options.sld, options.progress)}`, { method: 'POST', headers, body: form });
  return { http: response.status, body: (await response.json()) as Envelope };
}

const intoIssue = () => ({ journalId: opticsJournal, stage: 'issue', issueId, columnId: researchColumn });

/** A zip as a publisher makes one (yazl). */
async function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const shared = (name: string) => readFileSync(join(sharedJats, name));

async function deskArticles(query = '', { as, sld } = { as: editor, sld: 'optics' }): Promise<{ items: Item[]; total: number }> {
  const reply = await as.call('GET', `/rc-pub/admin/sites/${sld}/desk/article?size=200${query}`);
  expect(reply.body.status, reply.body.message).toBe(0);
  return reply.body.data as { items: Item[]; total: number };
}

/** Every file under the files folder, and what sits beside it (the database's folder): a refused upload changes neither. */
function onDisk(): { files: string[]; beside: string[] } {
  const files = existsSync(filesDir) ? (readdirSync(filesDir, { recursive: true }) as string[]).filter((path) => path !== '.staging').sort() : [];
  return { files, beside: readdirSync(dirname(filesDir)).filter((name) => !name.startsWith('masthead.db')).sort() };
}

/** Runs a refused upload and checks that it saved nothing: no desk article, no file in or beside the files folder. */
async function refusedWithNothingSaved(send: () => Promise<Reply>, on: { as: AdminBrowser; sld: string } = { as: editor, sld: 'optics' }): Promise<Reply> {
  const before = { articles: (await deskArticles('', on)).total, disk: onDisk() };
  const reply = await send();
  expect(reply.body.status, JSON.stringify(reply.body)).not.toBe(0);
  expect((await deskArticles('', on)).total).toBe(before.articles);
  expect(onDisk()).toEqual(before.disk);
  return reply;
}

const refusedFiles = (reply: Reply) => (reply.body.data as { refused: { file: string; reason: string }[] }).refused;

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_FACTOR: '100' });
  opticsSiteId = server.store.bySld('optics')!.site.siteId;
  filesDir = server.filesDir;
  const accounts = [
    { email: 'upload@example.org', name: 'Upload Editor', role: 'editor', sites: ['optics'], password: 'upload editor secret' },
    { email: 'eco.upload@example.org', name: 'Eco Editor', role: 'editor', sites: ['ecology'], password: 'ecology editor secret' },
    { email: 'upload.owner@example.org', name: 'Owner', role: 'owner', password: 'the owner password' },
  ] as const;
  for (const account of accounts) {
    const made = await createAdmin(server.databaseUrl, server.configDir, account);
    expect(made.code, made.stderr).toBe(0);
  }
  [editor, stranger, owner] = accounts.map(() => new AdminBrowser(server.url)) as [AdminBrowser, AdminBrowser, AdminBrowser];
  for (const [browser, account] of [editor, stranger, owner].map((browser, index) => [browser, accounts[index]!] as const)) {
    expect((await browser.signIn(account.email, account.password)).body.status).toBe(0);
  }
  // A draft issue: an editor fills an issue before publishing it.
  const issue = await editor.call('POST', '/rc-pub/admin/sites/optics/desk/issue', { data: { publicationId: opticsJournal, year: 2027, issue: '7', periods: '34', publishDate: '2027-07-01', title: '2027年第7期' } });
  expect(issue.body.status, issue.body.message).toBe(0);
  issueId = (issue.body.data as Item).id;
}, 90_000);
afterAll(() => server?.close());

describe('a JATS package becomes draft articles in the issue and column chosen', () => {
  let made: Drafts;

  it('stores each article of the package as a draft, placed as asked, with the upload in the audit log', async () => {
    const zip = await zipOf({ [`a/${fixtures.f1000}`]: shared(fixtures.f1000), [`b/${fixtures.acupuncture}`]: shared(fixtures.acupuncture) });
    const reply = await upload(editor, { name: 'two-articles.zip', bytes: zip }, intoIssue(), { progress: 'two-articles-upload' });
    expect(reply.http, JSON.stringify(reply.body)).toBe(200);
    made = reply.body.data as Drafts;
    expect(made.drafts.map((draft) => draft.source)).toEqual([`a/${fixtures.f1000}`, `b/${fixtures.acupuncture}`]);
    expect(made.drafts.map((draft) => draft.doi)).toEqual(['10.12688/f1000research.19540.1', '10.26766/pmgp.v3i2.107']);
    // The XML names figures the package does not hold: reported, not refused.
    expect(made.drafts[1]!.missingFiles.length).toBeGreaterThan(0);

    const inIssue = await deskArticles(`&issueId=${issueId}`);
    expect(inIssue.items.map((item) => item.id).sort()).toEqual(made.drafts.map((draft) => draft.id).sort());
    for (const item of inIssue.items) {
      expect(item.status).toBe('draft');
      expect(item.data).toMatchObject({ publicationId: opticsJournal, periodId: issueId, columnId: researchColumn, firstStatus: 0 });
    }
    const search = await fetch(`${server.url}/rc-pub/front/search?type=article&q=acupuncture&siteId=${opticsSiteId}`);
    expect(JSON.stringify(await search.json())).not.toContain('10.26766/pmgp.v3i2.107');

    const log = (await owner.call('GET', '/rc-pub/admin/sites/optics/audit?limit=50')).body.data as { action: string; target: string; accountEmail: string; after: { drafts: { id: number }[] } }[];
    const line = log.find((entry) => entry.action === 'article.upload' && entry.target === 'upload:two-articles.zip');
    expect(line?.accountEmail).toBe('upload@example.org');
    expect(line?.after.drafts.map((draft) => draft.id)).toEqual(made.drafts.map((draft) => draft.id));
  });

  it('tells its own account how far the upload got, and no one else', async () => {
    const progress = await editor.call('GET', `${uploadPath()}/two-articles-upload`);
    expect(progress.body).toMatchObject({ status: 0, data: { phase: 'done', done: 2, total: 2 } });
    expect((await owner.call('GET', `${uploadPath()}/two-articles-upload`)).http).toBe(404);
    expect((await stranger.call('GET', `${uploadPath()}/two-articles-upload`)).http).toBe(403);
    expect((await editor.call('GET', `${uploadPath()}/no%20such%20id`)).http).toBe(400);
  });

  it('publishes a draft once its issue is published: the reader finds it in the table of contents and in search', async () => {
    const issue = (await editor.call('GET', `/rc-pub/admin/sites/optics/desk/issue/${issueId}`)).body.data as Item;
    expect((await editor.call('POST', `/rc-pub/admin/sites/optics/desk/issue/${issueId}/publish`, { version: issue.version })).body.status).toBe(0);
    const draft = (await editor.call('GET', `/rc-pub/admin/sites/optics/desk/article/${made.drafts[1]!.id}`)).body.data as Item;
    const published = await editor.call('POST', `/rc-pub/admin/sites/optics/desk/article/${draft.id}/publish`, { version: draft.version });
    expect(published.body.status, published.body.message).toBe(0);
    const toc = await fetch(`${server.url}/rc-pub/front/front-period/toc?periodId=${issueId}&siteId=${opticsSiteId}`);
    expect(JSON.stringify(await toc.json())).toContain(made.drafts[1]!.title);
    const search = await fetch(`${server.url}/rc-pub/front/search?type=article&q=acupuncture&siteId=${opticsSiteId}`);
    expect(JSON.stringify(await search.json())).toContain('10.26766/pmgp.v3i2.107');
  });

  it('refuses the same package again: its DOIs are on the desk already', async () => {
    const zip = await zipOf({ [`a/${fixtures.f1000}`]: shared(fixtures.f1000) });
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'again.zip', bytes: zip }, intoIssue()));
    expect(reply.http).toBe(400);
    expect(refusedFiles(reply)).toEqual([{ file: `a/${fixtures.f1000}`, reason: expect.stringContaining(`is the DOI of article ${made.drafts[0]!.id}`) as string }]);
  });
});

describe('getting ready for an upload', () => {
  it("starts this server's parsing threads for an editor of the site, with the session's CSRF token only", async () => {
    const ready = await editor.call('POST', `${uploadPath()}/prepare`);
    expect(ready.body.status, ready.body.message).toBe(0);
    expect((ready.body.data as { parsingThreads: number }).parsingThreads).toBeGreaterThanOrEqual(1);
    expect((await stranger.call('POST', `${uploadPath()}/prepare`)).http).toBe(403);
    const withoutToken = await editor.call('POST', `${uploadPath()}/prepare`, undefined, { csrf: '' });
    expect([withoutToken.http, withoutToken.body.status]).toEqual([403, 40320]);
  });
});

describe("a package's files", () => {
  const withImages = join(import.meta.dirname, '..', 'fixtures', 'jats-with-images');

  it("land in the draft's folder; a package refused in its transaction takes the files it had moved back out", async () => {
    const names = readdirSync(withImages).filter((name) => name !== 'MANIFEST.md');
    const zip = await zipOf(Object.fromEntries(names.map((name) => [`figures/${name}`, readFileSync(join(withImages, name))])));
    const onEcology = { journalId: readSeed('ecology').journals[0]!.id as number, stage: 'online-first' };
    const first = await upload(stranger, { name: 'figures.zip', bytes: zip }, onEcology, { sld: 'ecology' });
    expect(first.http, JSON.stringify(first.body)).toBe(200);
    const [draft] = (first.body.data as Drafts).drafts;
    expect(draft!.missingFiles).toEqual(['fig3-not-in-package.png']);
    const stored = readdirSync(join(filesDir, String(draft!.id)));
    expect(stored.filter((name) => name.endsWith('.png'))).toHaveLength(4);
    expect(stored.filter((name) => name.endsWith('.pdf'))).toHaveLength(1);

    // Again: its files are moved into place before the desk finds its DOI taken, and go when the transaction rolls back.
    const again = await refusedWithNothingSaved(() => upload(stranger, { name: 'figures.zip', bytes: zip }, onEcology, { sld: 'ecology' }), { as: stranger, sld: 'ecology' });
    expect(refusedFiles(again)).toEqual([{ file: 'figures/masthead-figures.xml', reason: expect.stringContaining(`is the DOI of article ${draft!.id}`) as string }]);
  });
});

describe('a PDF with its metadata', () => {
  const metadata = { title: 'A PDF uploaded with its metadata', authors: [{ name: 'Jane Doe', orcid: '0000-0002-1825-0097' }], doi: '10.9999/upload.pdf.1', keywords: ['upload'] };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

  it('becomes a draft just accepted, its PDF stored with it', async () => {
    const reply = await upload(editor, { name: 'paper.pdf', bytes: pdf }, { journalId: opticsJournal, stage: 'just-accepted', metadata: JSON.stringify(metadata) });
    expect(reply.http, JSON.stringify(reply.body)).toBe(200);
    const [draft] = (reply.body.data as Drafts).drafts;
    const item = (await editor.call('GET', `/rc-pub/admin/sites/optics/desk/article/${draft!.id}`)).body.data as Item;
    expect(item).toMatchObject({ status: 'draft', data: { title: metadata.title, doi: metadata.doi, periodId: null, firstStatus: -1 } });
    expect(readdirSync(join(filesDir, String(draft!.id))).some((name) => name.endsWith('.pdf'))).toBe(true);
  });

  it('refuses a "PDF" that is not one, naming it', async () => {
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'fake.pdf', bytes: 'PK\u0003\u0004 a zip, named .pdf' }, { journalId: opticsJournal, stage: 'just-accepted', metadata: JSON.stringify({ ...metadata, doi: '' }) }));
    expect(reply.http).toBe(400);
    expect(refusedFiles(reply)).toEqual([{ file: 'fake.pdf', reason: expect.stringContaining('is not a PDF') as string }]);
  });

  it('refuses metadata that does not hold, naming each field', async () => {
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'paper.pdf', bytes: pdf }, { journalId: opticsJournal, stage: 'just-accepted', metadata: JSON.stringify({ title: '', doi: 'nope' }) }));
    expect(reply.http).toBe(400);
    const paths = (reply.body.data as { problems: { path: string }[] }).problems.map((problem) => problem.path);
    expect(paths).toEqual(expect.arrayContaining(['metadata.title', 'metadata.doi']));
  });
});

describe('hostile uploads are refused, and nothing is saved', () => {
  const article = (doi: string) => minimalJats({ doi, title: 'Hostile test' });

  it('a zip entry that climbs out (../)', async () => {
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'slip.zip', bytes: rawZip([{ name: '../escaped.xml', data: article('10.9999/slip.1') }]) }, intoIssue()));
    expect(reply.http).toBe(400);
    expect(reply.body.message).toContain('climbs out of the package');
    expect(existsSync(join(dirname(filesDir), 'escaped.xml'))).toBe(false);
  });

  it('a zip entry with an absolute path', async () => {
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'absolute.zip', bytes: rawZip([{ name: '/tmp/masthead-absolute.xml', data: article('10.9999/abs.1') }]) }, intoIssue()));
    expect(reply.http).toBe(400);
    expect(reply.body.message).toContain('is an absolute path');
    expect(existsSync('/tmp/masthead-absolute.xml')).toBe(false);
  });

  it('an upload whose own name is a path', async () => {
    const zip = await zipOf({ 'a.xml': article('10.9999/name.1') });
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: '../../outside.zip', bytes: zip }, intoIssue()));
    expect(reply.http).toBe(400);
    expect(reply.body.message).toContain('is a path');
  });

  it('a zip bomb', async () => {
    const bomb = rawZip([{ name: 'bomb/article.xml', data: Buffer.alloc(8 * MiB, 0x20) }]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'bomb.zip', bytes: bomb }, intoIssue()));
    expect(reply.http).toBe(400);
    expect(reply.body.message).toContain('zip bomb');
  });

  it('an XML file that is not JATS, named in the message', async () => {
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'notes.xml', bytes: '<?xml version="1.0"?><html><body><p>Not an article</p></body></html>' }, intoIssue()));
    expect(reply.http).toBe(400);
    expect(reply.body.message).toContain('"notes.xml"');
    expect(reply.body.message).toContain('not a JATS article');
  });

  it('a package with one good article and one file that is not JATS: neither is saved', async () => {
    const zip = await zipOf({ 'good/article.xml': article('10.9999/good.1'), 'bad/notes.xml': '<notes>no article</notes>' });
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'mixed.zip', bytes: zip }, intoIssue()));
    expect(refusedFiles(reply)).toEqual([{ file: 'bad/notes.xml', reason: expect.stringContaining('not a JATS article') as string }]);
  });

  // Each article is stored as soon as it and those before it are read; the refusal is still the one reading them all,
  // then staging their files, then storing them would give.
  const withGraphic = (doi: string, href: string) => minimalJats({ doi, title: 'Names a file', body: `<fig id="f1"><graphic xlink:href="${href}"/></fig>` });

  it('a package whose first article is on the desk already and whose second is not JATS: the one not JATS is named', async () => {
    const zip = await zipOf({ [`a/${fixtures.f1000}`]: shared(fixtures.f1000), 'b/notes.xml': '<notes>no article</notes>' });
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'stored-then-unread.zip', bytes: zip }, intoIssue()));
    expect(refusedFiles(reply)).toEqual([{ file: 'b/notes.xml', reason: expect.stringContaining('not a JATS article') as string }]);
  });

  it('a package whose articles name files that are refused: each of them is named, past one that would store', async () => {
    const zip = await zipOf({
      'a/one.xml': withGraphic('10.9999/staged.1', 'fig.png'),
      'a/fig.png': 'not an image',
      'b/two.xml': article('10.9999/staged.2'),
      'c/three.xml': withGraphic('10.9999/staged.3', 'pic.png'),
      'c/pic.png': 'nor this',
    });
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'unstaged.zip', bytes: zip }, intoIssue()));
    expect(refusedFiles(reply)).toEqual([
      { file: 'a/one.xml', reason: expect.stringContaining('"fig.png" is not an image') as string },
      { file: 'c/three.xml', reason: expect.stringContaining('"pic.png" is not an image') as string },
    ]);
  });

  it('a package whose first article is on the desk already and whose second names a refused file: the refused file is named', async () => {
    const zip = await zipOf({ [`a/${fixtures.f1000}`]: shared(fixtures.f1000), 'b/one.xml': withGraphic('10.9999/staged.4', 'fig.png'), 'b/fig.png': 'not an image' });
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'stored-then-unstaged.zip', bytes: zip }, intoIssue()));
    expect(refusedFiles(reply)).toEqual([{ file: 'b/one.xml', reason: expect.stringContaining('"fig.png" is not an image') as string }]);
  });

  it('a 500 MB upload: 413 before its body is read', async () => {
    let sent = 0;
    const reply = await refusedWithNothingSaved(async () => {
      const answer = await sendUntilAnswered({ declared: 500 * MiB });
      sent = answer.sent;
      return answer;
    });
    expect(reply.http).toBe(413);
    expect(reply.body.message).toContain('the upload is 500 MB, over the limit of 256 MB');
    // Answered while the client was still sending: the server did not wait for (or read) the 500 MB.
    expect(sent).toBeLessThan(256 * MiB);
  });

  it('a PDF over its limit, sent without a length: 413 once the limit is passed', async () => {
    const reply = await refusedWithNothingSaved(() => sendUntilAnswered({ fileName: 'huge.pdf', fields: { journalId: opticsJournal, stage: 'just-accepted', metadata: JSON.stringify({ title: 'Huge' }) } }));
    expect(reply.http).toBe(413);
    expect(reply.body.message).toContain('"huge.pdf" is over the limit of 64 MB');
  });

  it('a form without its issue, naming the field', async () => {
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'a.xml', bytes: article('10.9999/form.1') }, { journalId: opticsJournal, stage: 'issue' }));
    expect(reply.http).toBe(400);
    expect((reply.body.data as { problems: { path: string }[] }).problems.map((problem) => problem.path)).toEqual(['issueId']);
  });

  it("another site's editor, before a byte is read", async () => {
    const reply = await refusedWithNothingSaved(() => upload(stranger, { name: 'a.xml', bytes: article('10.9999/stranger.1') }, intoIssue()));
    expect(reply.http).toBe(403);
    expect(reply.body.message).toBe('Your account does not work on this site');
  });

  it('an upload without its CSRF token', async () => {
    const reply = await refusedWithNothingSaved(() => upload(editor, { name: 'a.xml', bytes: article('10.9999/csrf.1') }, intoIssue(), { csrf: null }));
    expect(reply.http).toBe(403);
    expect(reply.body.status).toBe(40320);
  });

  it('writes each refusal to the audit log', async () => {
    const log = (await owner.call('GET', '/rc-pub/admin/sites/optics/audit?limit=100')).body.data as { action: string; target: string }[];
    const refused = log.filter((entry) => entry.action === 'article.uploadRefused').map((entry) => entry.target);
    expect(refused).toEqual(expect.arrayContaining(['upload:slip.zip', 'upload:bomb.zip', 'upload:notes.xml', 'upload:fake.pdf', 'upload:huge.pdf', 'upload:']));
  });
});

/**
 * Sends a multipart upload of a file of zeros without end (or declaring `declared` bytes) until the server answers,
 * as a client that keeps sending would: what a 500 MB upload looks like to the server.
 */
function sendUntilAnswered({ declared, fileName = 'big.zip', fields = intoIssue() as Record<string, string | number> }: { declared?: number; fileName?: string; fields?: Record<string, string | number> }): Promise<Reply & { sent: number }> {
  const boundary = 'masthead-upload-test-boundary';
  const head = Buffer.from(
    [
      ...Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fileName}"\r\ncontent-type: application/octet-stream\r\n\r\n%PDF-`,
    ].join(''),
  );
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: editor.cookieHeader(), 'x-csrf-token': editor.csrfToken };
    if (declared !== undefined) headers['content-length'] = String(declared);
    const request = httpRequest({ host: url.hostname, port: url.port, path: uploadPath(), method: 'POST', headers });
    let answered = false;
    let sent = 0;
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ http: response.statusCode ?? 0, body: JSON.parse(text) as Envelope, sent });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(MiB);
    const limit = declared ?? 1024 * MiB;
    let started = false;
    const pump = () => {
      if (!started) {
        started = true;
        sent += head.length;
        request.write(head);
      }
      while (!answered && sent + chunk.length <= limit) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}
