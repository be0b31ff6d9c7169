import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { png } from '../../../../tests/support/image-fixture-files.ts';
import { minimalJats } from '../../__tests__/minimal-jats.ts';
import { readJatsDocument } from '../../ingest-file.ts';
import { selfPdfHrefs } from '../package-references.ts';
import { stagePackage, type StagedPackage } from '../stage-package.ts';
import { LocalFolderFileStore } from '../../../files/local-folder-file-store.ts';

const fixtureDir = join(import.meta.dirname, '..', '..', '..', '..', 'tests', 'fixtures', 'jats-with-images');
let root: string;
let filesDir: string;
let staged: StagedPackage | undefined;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'masthead-stage-'));
  filesDir = join(root, 'files');
});
afterEach(() => {
  staged?.discard();
  staged = undefined;
  rmSync(root, { recursive: true, force: true });
});

const stage = (xmlPath: string, maxFileBytes?: number) => {
  const file = readJatsDocument(xmlPath);
  staged = stagePackage(file.path, file.xml, file.content, new LocalFolderFileStore(filesDir), maxFileBytes);
  return staged;
};
const byRole = (pkg: StagedPackage) => pkg.files.map((file) => `${file.role} ${file.href} ${file.mediaType}`).sort();
/** An article folder with the given files and an XML whose body is `body`. */
function packageWith(body: string, files: Record<string, string | Buffer> = {}, meta = ''): string {
  const folder = join(root, 'package');
  mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  writeFileSync(join(folder, 'article.xml'), minimalJats({ body, meta }));
  return join(folder, 'article.xml');
}
const dot = () => [0, 0, 0] as [number, number, number];

describe('stagePackage', () => {
  it('finds every file the fixture names, with its role, and reports the one that is missing', () => {
    const pkg = stage(join(fixtureDir, 'masthead-figures.xml'));
    expect(byRole(pkg)).toEqual([
      'graphic eq1 image/png',
      'graphic fig1.tif image/png',
      'graphic fig2 image/png',
      'graphic ga.png image/png',
      'graphic hostile.svg image/svg+xml',
      'pdf masthead-figures.pdf application/pdf',
      'print fig1.tif image/tiff',
      'supplementary data-s1.csv text/csv',
    ]);
    expect(pkg.missing).toEqual(['fig3-not-in-package.png']);
    expect(pkg.refused).toEqual([]);
    expect(pkg.files.find((file) => file.href === 'fig1.tif' && file.role === 'graphic')).toMatchObject({ width: 1200, height: 600, dpi: 300, byteSize: 6845 });
  });

  it('copies each file to the staging folder under a name made of its own and a hash of its bytes', () => {
    const pkg = stage(join(fixtureDir, 'masthead-figures.xml'));
    const fig2 = pkg.files.find((file) => file.href === 'fig2')!;
    expect(fig2.storedName).toMatch(/^fig2-[0-9a-f]{16}\.png$/);
    expect(readFileSync(join(pkg.stagingDir, fig2.storedName)).equals(readFileSync(join(fixtureDir, 'fig2.png')))).toBe(true);
    expect(pkg.stagingDir.startsWith(join(filesDir, '.staging'))).toBe(true);
    pkg.discard();
    expect(existsSync(pkg.stagingDir)).toBe(false);
  });

  it('refuses hrefs that climb out of the folder or are absolute, and copies nothing for them', () => {
    writeFileSync(join(root, 'secret.png'), png(2, 2, dot));
    const xml = packageWith(
      '<fig id="f1"><graphic xlink:href="../secret.png"/></fig><fig id="f2"><graphic xlink:href="/etc/passwd"/></fig><supplementary-material xlink:href="../../etc/hosts"/>',
    );
    const pkg = stage(xml);
    expect(pkg.files).toEqual([]);
    expect(pkg.refused.map((entry) => entry.href).sort()).toEqual(['../../etc/hosts', '../secret.png', '/etc/passwd']);
    expect(existsSync(pkg.stagingDir)).toBe(false);
  });

  it('refuses a file reached through a link out of the folder, one larger than the cap, and an image that is none', () => {
    writeFileSync(join(root, 'secret.png'), png(2, 2, dot));
    const xml = packageWith('<fig id="f1"><graphic xlink:href="linked.png"/></fig><fig id="f2"><graphic xlink:href="big.png"/></fig><fig id="f3"><graphic xlink:href="fake.png"/></fig>', {
      'big.png': png(400, 400, (x) => [x % 256, 0, 0]),
      'fake.png': '<script>alert(1)</script>',
    });
    symlinkSync(join(root, 'secret.png'), join(root, 'package', 'linked.png'));
    const pkg = stage(xml, 1024);
    expect(pkg.files).toEqual([]);
    expect(Object.fromEntries(pkg.refused.map((entry) => [entry.href, entry.reason]))).toEqual({
      'linked.png': 'reaches outside the article folder through a link',
      'big.png': 'is larger than 1024 bytes',
      'fake.png': 'is not an image a browser can show',
    });
  });

  it('takes the PDF a self-uri names, and refuses one that is not a PDF', () => {
    const meta = '<self-uri content-type="pdf" xlink:href="full text.pdf"/>';
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect(byRole(stage(packageWith('<p>x</p>', { 'full text.pdf': pdf }, meta)))).toEqual(['pdf full text.pdf application/pdf']);
    staged!.discard();
    const fake = stage(packageWith('<p>x</p>', { 'full text.pdf': '<html></html>' }, meta));
    expect(fake.files).toEqual([]);
    expect(fake.refused).toEqual([{ href: 'full text.pdf', reason: 'is not a PDF' }]);
  });
});

describe('selfPdfHrefs', () => {
  it('reads self-uris that are PDFs of the package, not web addresses or other versions', () => {
    const xml =
      '<self-uri content-type="pdf" xlink:href="a.pdf"/><self-uri xlink:href="b&amp;c.PDF">PDF</self-uri><self-uri content-type="html" xlink:href="a.html"/><self-uri content-type="pdf" xlink:href="https://example.org/a.pdf"/>';
    expect(selfPdfHrefs(xml)).toEqual(['a.pdf', 'b&c.PDF']);
  });
});
