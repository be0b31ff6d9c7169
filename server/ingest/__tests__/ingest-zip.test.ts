import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, ftruncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { rawZip, type RawZipEntry } from '../../../tests/support/zip-bytes.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { ingestZip, type ZipIngestOptions } from '../ingest-zip.ts';
import { zipLimits } from '../package/extract-zip.ts';
import { RejectedInput } from '../rejected-input.ts';
import { minimalJats } from './minimal-jats.ts';
import { LocalFolderFileStore } from '../../files/local-folder-file-store.ts';

const fixtureDir = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'jats-with-images');
const siteId = 7;
const MiB = 1024 * 1024;
let handle: DatabaseHandle;
/** Everything a test writes: the zips, and the files folder in `root/data/files`. */
let root: string;
let filesDir: string;

beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  await handle.db.insertInto('journal').values({ id: 70, site_id: siteId, data: JSON.stringify({ id: 70, publicationName: 'Journal' }) }).execute();
  root = mkdtempSync(join(tmpdir(), 'masthead-ingest-zip-'));
  filesDir = join(root, 'data', 'files');
  mkdirSync(filesDir, { recursive: true });
});
afterEach(async () => {
  await handle.close();
  rmSync(root, { recursive: true, force: true });
});

const options = (more: Partial<ZipIngestOptions> = {}): ZipIngestOptions => ({ files: new LocalFolderFileStore(filesDir), placement: { stage: 'online-first' }, ...more });
const count = async (table: 'article' | 'article_content' | 'article_asset') => Number((await handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A zip as a publisher makes it (yazl), of the fixture package under `folder/`, with changes. */
async function packageZip(name: string, { folder = 'pkg/', replace = {} as Record<string, Buffer | string>, extra = {} as Record<string, Buffer | string> } = {}): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const file of readdirSync(fixtureDir).filter((entry) => entry !== 'MANIFEST.md')) {
    const data = replace[file] ?? readFileSync(join(fixtureDir, file));
    zip.addBuffer(Buffer.from(data), `${folder}${file}`);
  }
  for (const [path, data] of Object.entries(extra)) zip.addBuffer(Buffer.from(data), path);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const path = join(root, name);
  writeFileSync(path, Buffer.concat(chunks));
  return path;
}
const hostileZip = (name: string, entries: RawZipEntry[]) => {
  const path = join(root, name);
  writeFileSync(path, rawZip(entries));
  return path;
};

/** What a refused package leaves: its message; and it checks that nothing was saved, and nothing written but the (empty) staging folder. */
async function refusal(zipPath: string, more: Partial<ZipIngestOptions> = {}): Promise<string> {
  const before = readdirSync(root).sort();
  const error = await ingestZip(handle.db, siteId, zipPath, options(more)).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RejectedInput);
  expect([await count('article'), await count('article_content'), await count('article_asset')]).toEqual([0, 0, 0]);
  expect(readdirSync(root).sort()).toEqual(before);
  expect(readdirSync(filesDir).filter((name) => name !== '.staging')).toEqual([]);
  expect(existsSync(join(filesDir, '.staging')) ? readdirSync(join(filesDir, '.staging')) : []).toEqual([]);
  return (error as Error).message;
}

describe('ingestZip: a JATS package', () => {
  it('imports the article with its images, PDF and data files, and leaves no staging behind', async () => {
    const [article] = await ingestZip(handle.db, siteId, await packageZip('package.zip'), options());
    expect(article).toMatchObject({ doi: '10.5555/masthead.figures.1', updated: false, placement: { periodId: null, firstStatus: 1 } });
    expect(article!.files).toEqual({ stored: 8, refused: [], missing: ['fig3-not-in-package.png'] });
    const roles = await handle.db.selectFrom('article_asset').select(['href', 'role', 'stored_name']).where('article_id', '=', article!.id).orderBy('href').execute();
    expect(roles.find((row) => row.role === 'pdf')).toMatchObject({ href: 'masthead-figures.pdf' });
    const pdf = roles.find((row) => row.role === 'pdf')!;
    expect(readFileSync(join(filesDir, String(article!.id), pdf.stored_name)).equals(readFileSync(join(fixtureDir, 'masthead-figures.pdf')))).toBe(true);
    expect(readdirSync(join(filesDir, '.staging'))).toEqual([]);
  });

  it('imports every article of a package, or none of them', async () => {
    const two = hostileZip('two.zip', [
      { name: 'a/a.xml', data: minimalJats({ doi: '10.5555/zip.a' }) },
      { name: 'b/b.xml', data: minimalJats({ doi: '10.5555/zip.b' }) },
    ]);
    expect((await ingestZip(handle.db, siteId, two, options())).map((entry) => entry.doi)).toEqual(['10.5555/zip.a', '10.5555/zip.b']);
    await handle.db.deleteFrom('article').execute();
    await handle.db.deleteFrom('article_content').execute();
    // The second names an issue the journal does not have: the first does not land either.
    const halfBad = hostileZip('half-bad.zip', [
      { name: 'a.xml', data: minimalJats({ doi: '10.5555/zip.a' }) },
      { name: 'b.xml', data: minimalJats({ doi: '10.5555/zip.b', issue: '9' }) },
    ]);
    expect(await refusal(halfBad, { placement: { issueless: 'publish' } })).toMatch(/^package entry "b.xml": journal 70 has no issue 2024\/7\/9 /);
  });

  it('refuses entries that climb out, are absolute or use backslashes, and writes nothing outside the files folder', async () => {
    const article = { name: 'pkg/a.xml', data: minimalJats() };
    expect(await refusal(hostileZip('up.zip', [article, { name: 'pkg/../../../evil.txt', data: 'pwned' }]))).toBe(
      'package entry "pkg/../../../evil.txt" climbs out of the package (../); nothing was imported',
    );
    expect(await refusal(hostileZip('abs.zip', [article, { name: '/tmp/evil.txt', data: 'pwned' }]))).toBe('package entry "/tmp/evil.txt" is an absolute path; nothing was imported');
    expect(await refusal(hostileZip('drive.zip', [article, { name: 'C:/evil.txt', data: 'pwned' }]))).toBe('package entry "C:/evil.txt" is an absolute path; nothing was imported');
    expect(await refusal(hostileZip('backslash.zip', [article, { name: '..\\evil.txt', data: 'pwned' }]))).toBe('package entry "..\\\\evil.txt" uses backslashes; nothing was imported');
    expect(existsSync(join(root, 'evil.txt'))).toBe(false);
    expect(existsSync('/tmp/evil.txt') && readFileSync('/tmp/evil.txt', 'utf8') === 'pwned').toBe(false);
  });

  it('refuses a symbolic link', async () => {
    const link = hostileZip('link.zip', [
      { name: 'pkg/a.xml', data: minimalJats() },
      { name: 'pkg/masthead.pdf', data: '/etc/passwd', unixMode: 0o120777 },
    ]);
    expect(await refusal(link)).toBe('package entry "pkg/masthead.pdf" is a symbolic link; nothing was imported');
  });

  it('refuses a zip bomb as it inflates: an entry past the ratio limit, one past the size limit, all past the total', async () => {
    const zeros = hostileZip('ratio.zip', [
      { name: 'a.xml', data: minimalJats() },
      { name: 'zeros.bin', data: Buffer.alloc(20 * MiB) },
    ]);
    expect(await refusal(zeros)).toBe(`package entry "zeros.bin" inflates more than ${zipLimits.maxRatio} times its packed size (a zip bomb?); nothing was imported`);

    const random = (megabytes: number) => randomBytes(megabytes * MiB);
    const small = { ...zipLimits, maxEntryBytes: 2 * MiB, maxTotalBytes: 5 * MiB };
    const big = hostileZip('big.zip', [{ name: 'a.xml', data: minimalJats() }, { name: 'big.bin', data: random(3) }]);
    expect(await refusal(big, { limits: small })).toBe('package entry "big.bin" inflates past the limit of 2 MB for one file (a zip bomb?); nothing was imported');
    const many = hostileZip('many.zip', [{ name: 'a.xml', data: minimalJats() }, ...[1, 2, 3].map((n) => ({ name: `part${n}.bin`, data: random(2) }))]);
    expect(await refusal(many, { limits: small })).toBe('package entry "part3.bin" takes the package past the limit of 5 MB in all (a zip bomb?); nothing was imported');
  });

  it('refuses an entry whose header says it is smaller than it inflates to, not trusting the header', async () => {
    const lying = hostileZip('lying.zip', [
      { name: 'a.xml', data: minimalJats() },
      { name: 'notes.txt', data: 'x'.repeat(100_000), claimedSize: 10 },
    ]);
    expect(await refusal(lying)).toBe('package entry "notes.txt" is larger than its header says (a zip bomb?); nothing was imported');
  });

  it('refuses more entries than the limit, before inflating any', async () => {
    const crowd = hostileZip(
      'crowd.zip',
      Array.from({ length: zipLimits.maxEntries + 1 }, (_, index) => ({ name: `f${index}.txt`, data: '', method: 'store' as const })),
    );
    expect(await refusal(crowd)).toBe(`the package has ${zipLimits.maxEntries + 1} entries, over the limit of ${zipLimits.maxEntries}`);
  });

  it('refuses a package over the size limit without opening it', async () => {
    const huge = join(root, 'huge.zip');
    const fd = openSync(huge, 'w');
    ftruncateSync(fd, zipLimits.maxZipBytes + 1);
    closeSync(fd);
    expect(await refusal(huge)).toBe(`the package is ${Math.round((zipLimits.maxZipBytes + 1) / MiB)} MB, over the limit of ${zipLimits.maxZipBytes / MiB} MB`);
    const text = join(root, 'text.zip');
    writeFileSync(text, 'plain text, not a zip');
    expect(await refusal(text)).toMatch(/^not a zip file/);
  });

  it('refuses a "PDF" that is not one, and an image the XML names that no browser shows', async () => {
    expect(await refusal(await packageZip('fake-pdf.zip', { replace: { 'masthead-figures.pdf': '<html>not a pdf</html>' } }))).toBe(
      'package entry "pkg/masthead-figures.pdf" is named .pdf but is not a PDF (it does not begin with %PDF-)',
    );
    expect(await refusal(await packageZip('fake-png.zip', { replace: { 'ga.png': 'GIF? no: plain text' } }))).toBe(
      'package entry "pkg/masthead-figures.xml": files the XML names were refused: "ga.png" is not an image a browser can show',
    );
  });

  it('refuses an XML that is not JATS, and a zip without XML', async () => {
    expect(await refusal(await packageZip('book.zip', { extra: { 'pkg/manifest.xml': '<book><book-meta/></book>' } }))).toBe(
      'package entry "pkg/manifest.xml": the root element is <book>, not <article>: not a JATS article',
    );
    expect(await refusal(hostileZip('broken.zip', [{ name: 'a.xml', data: '<article><front>' }]))).toMatch(/^package entry "a.xml": not well-formed XML/);
    expect(await refusal(hostileZip('images.zip', [{ name: 'fig1.png', data: readFileSync(join(fixtureDir, 'fig1.png')) }]))).toMatch(/^the package holds no XML file/);
  });

  it('refuses two articles with one DOI, and by default a DOI the site has; updates that article in place when told to', async () => {
    const twins = hostileZip('twins.zip', [
      { name: 'a.xml', data: minimalJats({ doi: '10.5555/twin' }) },
      { name: 'b.xml', data: minimalJats({ doi: '10.5555/TWIN', title: 'Other' }) },
    ]);
    expect(await refusal(twins)).toBe('package entries "a.xml" and "b.xml" have the same DOI 10.5555/TWIN: one article per DOI');

    const [first] = await ingestZip(handle.db, siteId, await packageZip('package.zip'), options());
    const again = await packageZip('again.zip');
    await expect(ingestZip(handle.db, siteId, again, options())).rejects.toThrow(
      `package entry "pkg/masthead-figures.xml": DOI 10.5555/masthead.figures.1 is already on this site as article ${first!.id}`,
    );
    const [updated] = await ingestZip(handle.db, siteId, again, options({ existingDoi: 'update' }));
    expect(updated).toMatchObject({ id: first!.id, updated: true });
    expect(await count('article')).toBe(1);
  });

  it('stores each article as it is read, yet refuses for what checking every entry in turn says first: unreadable, shared DOI, refused files, not storable', async () => {
    const unplaceable = { name: 'a.xml', data: minimalJats({ doi: '10.5555/order.a', issue: '9' }) };
    const badImage = (doi: string) => minimalJats({ doi, body: '<fig id="f1"><graphic xlink:href="bad.png"/></fig>' });
    const opts = { placement: { issueless: 'publish' as const } };
    // a.xml is read first and fails as it is stored; the packages' other entries fail earlier checks.
    expect(await refusal(hostileZip('unreadable.zip', [unplaceable, { name: 'b.xml', data: '<article><front>' }]), opts)).toMatch(/^package entry "b.xml": not well-formed XML/);
    expect(
      await refusal(
        hostileZip('twins-after.zip', [unplaceable, { name: 'b.xml', data: minimalJats({ doi: '10.5555/order.b' }) }, { name: 'c.xml', data: minimalJats({ doi: '10.5555/ORDER.B' }) }]),
        opts,
      ),
    ).toBe('package entries "b.xml" and "c.xml" have the same DOI 10.5555/ORDER.B: one article per DOI');
    expect(await refusal(hostileZip('files-after.zip', [unplaceable, { name: 'b.xml', data: badImage('10.5555/order.b') }, { name: 'bad.png', data: 'not an image' }]), opts)).toBe(
      'package entry "b.xml": files the XML names were refused: "bad.png" is not an image a browser can show',
    );
    expect(
      await refusal(
        hostileZip('files-then-twins.zip', [
          { name: 'a.xml', data: badImage('10.5555/order.a') },
          { name: 'b.xml', data: minimalJats({ doi: '10.5555/order.b' }) },
          { name: 'bad.png', data: 'not an image' },
          { name: 'c.xml', data: minimalJats({ doi: '10.5555/order.b' }) },
        ]),
      ),
    ).toBe('package entries "b.xml" and "c.xml" have the same DOI 10.5555/order.b: one article per DOI');
    // Nothing else wrong: the entry that could not be stored is named.
    expect(await refusal(hostileZip('store.zip', [unplaceable, { name: 'b.xml', data: minimalJats({ doi: '10.5555/order.b' }) }]), opts)).toMatch(/^package entry "a.xml": journal 70 has no issue 2024\/7\/9 /);
  });

  it('leaves macOS clutter out', async () => {
    const mac = await packageZip('mac.zip', { extra: { '__MACOSX/pkg/._masthead-figures.xml': 'AppleDouble', 'pkg/.DS_Store': 'x' } });
    expect(await ingestZip(handle.db, siteId, mac, options())).toHaveLength(1);
  });
});
