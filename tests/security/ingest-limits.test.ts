import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.ts';
import { ingestFile } from '../../server/ingest/ingest-file.ts';
import { minimalJats } from '../../server/ingest/__tests__/minimal-jats.ts';
import { readConfig } from '../integration/helpers.ts';
import { parseServerHtml } from '../support/server-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { LocalFolderFileStore } from '../../server/files/local-folder-file-store.ts';

/**
 * Issue 16, item 8: what an imported file can do to the pages made from it. A text node over 65,536 characters, or
 * nesting about 380 deep, broke hydration (React error 418): Chromium's HTML parser splits text at 65,536 characters
 * and stops nesting at 512 elements, so the page it builds is not the one React expects. And a DOI like
 * `10.9999/x"><svg/onload=…>` was stored as it was, and written as-is into BibTeX and RIS.
 */
const chromiumTextLimit = 65_536;
const chromiumDepthLimit = 512;
const siteId = readConfig('optics', 'site.json').siteId as number;
let server: TestServer;
let folder: string;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', SAMPLE_ARTICLES: 'off' });
  folder = mkdtempSync(join(tmpdir(), 'masthead-ingest-limits-'));
});
afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function ingest(name: string, xml: string) {
  const file = join(folder, name);
  writeFileSync(file, xml);
  const database = openDatabase(server.databaseUrl);
  try {
    return await ingestFile(database.db, siteId, file, { files: new LocalFolderFileStore(server.filesDir) });
  } finally {
    await database.close();
  }
}

type Node = DefaultTreeAdapterMap['childNode'];
/**
 * The deepest element nesting and the longest text node of the page, as an HTML parser builds it. Scripts are left
 * out: a browser joins their text before running it (the inlined state is far longer than any paragraph).
 */
function shapeOf(html: string) {
  let depth = 0;
  let longestText = 0;
  const visit = (node: Node, level: number) => {
    if (node.nodeName === '#text') longestText = Math.max(longestText, (node as DefaultTreeAdapterMap['textNode']).value.length);
    if (node.nodeName === 'script') return;
    if ('childNodes' in node) {
      depth = Math.max(depth, level);
      for (const child of node.childNodes) visit(child, level + 1);
    }
  };
  for (const root of parseServerHtml(html)) visit(root, 1);
  return { depth, longestText };
}

const articlePage = async (id: number) => {
  const response = await fetch(`${server.url}/optics/en/article/${id}`);
  expect(response.status).toBe(200);
  return response.text();
};

describe('running text longer than a browser keeps in one text node', () => {
  it('is imported in pieces: the page has no text node near 65,536 characters, and all the text is there', async () => {
    const words = Array.from({ length: 40_000 }, (_, n) => `w${n}`).join(' ');
    const { id } = await ingest('long.xml', minimalJats({ doi: '10.5555/long.1', body: `<p>${words}</p>`, title: 'Long text' }));
    const html = await articlePage(id);
    expect(words.length).toBeGreaterThan(4 * chromiumTextLimit);
    expect(shapeOf(html).longestText).toBeLessThan(chromiumTextLimit);
    expect(html).toContain('w0 w1 w2');
    expect(html).toContain('w39998 w39999');
  });
});

describe('nesting', () => {
  it('as deep as the import takes leaves the page well inside what a browser nests', async () => {
    const depth = 120;
    const body = `<p>${'<italic>'.repeat(depth)}deepest${'</italic>'.repeat(depth)}</p>`;
    const { id } = await ingest('deep.xml', minimalJats({ doi: '10.5555/deep.1', body, title: 'Deep text' }));
    const html = await articlePage(id);
    expect(html).toContain('deepest');
    expect(shapeOf(html).depth).toBeLessThan(chromiumDepthLimit);
  });

  it('deeper than that is refused with a reason, and nothing is stored', async () => {
    const body = `<p>${'<bold>'.repeat(380)}x${'</bold>'.repeat(380)}</p>`;
    await expect(ingest('too-deep.xml', minimalJats({ doi: '10.5555/too-deep.1', body }))).rejects.toThrow(/nested more than 128 deep/);
    const found = await fetch(`${server.url}/optics/en/article/doi/10.5555/too-deep.1`);
    expect(found.status).toBe(404);
  });
});

describe('a DOI that is no DOI', () => {
  it('is not stored, so no page, link or citation file carries it', async () => {
    // `10.9999/x"><svg/onload=alert(1)>`, as the XML writes it.
    const escaped = '10.9999/x&quot;&gt;&lt;svg/onload=alert(1)&gt;';
    const { id, doi } = await ingest('hostile-doi.xml', minimalJats({ doi: escaped, title: 'Hostile DOI' }));
    expect(doi).toBe('');
    const html = await articlePage(id);
    expect(html).not.toContain('onload=alert');
    for (const type of ['bibtex', 'ris']) {
      const file = await fetch(`${server.url}/rc-pub/front/front-article/downloadCitation?id=${id}&type=${type}`, { headers: { siteId: String(siteId) } });
      const text = await file.text();
      expect(file.status, text).toBe(200);
      expect(text).toMatch(/Hostile DOI|Hostile {DOI}/);
      expect(text).not.toContain('onload');
    }
  });

  it('in a reference is no link', async () => {
    const back = '<ref-list><ref id="r1"><mixed-citation>A. <pub-id pub-id-type="doi">10.1234/a&quot;onmouseover=x</pub-id></mixed-citation></ref></ref-list>';
    const { id } = await ingest('hostile-ref.xml', minimalJats({ doi: '10.5555/ref.1', back, title: 'Hostile reference' }));
    const html = await articlePage(id);
    expect(html).not.toContain('href="https://doi.org/10.1234/a');
  });
});
