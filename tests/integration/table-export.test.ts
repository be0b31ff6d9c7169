import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.ts';
import { minimalJats } from '../../server/ingest/__tests__/minimal-jats.ts';
import { parseJats } from '../../server/ingest/jats/parse-jats.ts';
import { storeArticle } from '../../server/ingest/storage/store-article.ts';
import { signedInCookie } from '../support/signed-in-session.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import type { Envelope } from './helpers.ts';

/**
 * Spec §7 `downloadTable`: every table of the JATS fixtures (seeded into ecology, whose access.json has downloadPower
 * 0, so a signed-in reader) downloaded as .xlsx and compared with its XML — cell texts, merged spans, bold head — by a
 * naive grid built here from the raw XML, independent of the export's code.
 */
const fixtureDir = join(import.meta.dirname, '..', 'fixtures', 'jats');
const fixtures = readdirSync(fixtureDir).filter((name) => name.endsWith('.xml'));
const ecology = 102;
const optics = 101;
/** A signed-in reader's cookies (a live session), set once the server runs. */
const signedIn = { cookie: '' };
const path = '/rc-pub/front/front-article/downloadTable';
const loginMessage = 'Please log in to your personal account to obtain download permission.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
  signedIn.cookie = await signedInCookie(server);
});
afterAll(async () => {
  await server?.close();
});

async function articleOf(siteId: number, doi: string): Promise<{ id: number; downloads: number }> {
  const { body } = await server.get(`/rc-pub/front/front-article/getHtml?siteId=${siteId}&doi=${encodeURIComponent(doi)}`);
  return (body.data as { article: { id: number; downloads: number } }).article;
}

async function download(siteId: number, tableId: string, headers: Record<string, string> = {}, type = 'xls') {
  const response = await fetch(`${server.url}${path}?siteId=${siteId}&tableId=${encodeURIComponent(tableId)}&type=${type}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isFile = response.headers.get('content-type')?.startsWith('application/vnd.openxmlformats') ?? false;
  return {
    http: response.status,
    headers: response.headers,
    envelope: isFile ? undefined : (JSON.parse(bytes.toString('utf8')) as Envelope),
    workbook: isFile ? await new ExcelJS.Workbook().xlsx.load(bytes as never) : undefined,
  };
}

// ---- The XML side, read with regular expressions ----

type XmlCell = { inner: string; rowspan: number; colspan: number };
type XmlTable = { head: XmlCell[][]; body: XmlCell[][]; foot: XmlCell[][] };
type XmlTableWrap = { id: string; hasCaption: boolean; tables: XmlTable[] };

const attr = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';
const spanOf = (value: string) => (/^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : 1);
const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&amp;/g, '&');

function rowsIn(markup: string): XmlCell[][] {
  return [...markup.matchAll(/<tr(?:\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/tr>)/g)].map(([, row = '']) =>
    [...row.matchAll(/<(td|th)(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/\1>)/g)].map(([, , attributes = '', inner = '']) => ({
      inner,
      rowspan: spanOf(attr(attributes, 'rowspan')),
      colspan: spanOf(attr(attributes, 'colspan')),
    })),
  );
}

function xmlTableWraps(xml: string): XmlTableWrap[] {
  return [...xml.matchAll(/<table-wrap(\s[^>]*)?>([\s\S]*?)<\/table-wrap>/g)].map(([, attributes = '', inner = '']) => ({
    id: attr(attributes, 'id'),
    hasCaption: /<label>\s*\S/.test(inner) || /<caption>\s*<title>/.test(inner),
    tables: [...inner.matchAll(/<table(?:\s[^>]*)?>([\s\S]*?)<\/table>/g)].map(([, table = '']) => {
      const part = (name: string) => [...table.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'g'))].map((match) => match[1]!).join('');
      return { head: rowsIn(part('thead')), body: rowsIn(part('tbody')), foot: rowsIn(part('tfoot')) };
    }),
  }));
}

const columnName = (column: number): string => (column < 26 ? '' : columnName(Math.floor(column / 26) - 1)) + String.fromCharCode(65 + (column % 26));
const address = (row: number, column: number) => `${columnName(column)}${row + 1}`;

type Expected = { merges: string[]; cells: { address: string; inner: string; head: boolean }[] };

/** Where each cell of an XML table lands, by an occupancy matrix: the HTML table model, written out plainly. */
function expectedSheet(table: XmlTable, top: number): Expected {
  const expected: Expected = { merges: [], cells: [] };
  let first = top;
  for (const [part, rows] of [['head', table.head], ['body', table.body], ['foot', table.foot]] as const) {
    const taken = rows.map(() => new Set<number>());
    rows.forEach((cells, r) => {
      let column = 0;
      for (const cell of cells) {
        while (taken[r]!.has(column)) column += 1;
        const rowspan = Math.min(cell.rowspan, rows.length - r);
        for (let dr = 0; dr < rowspan; dr += 1) for (let dc = 0; dc < cell.colspan; dc += 1) taken[r + dr]!.add(column + dc);
        if (rowspan > 1 || cell.colspan > 1) expected.merges.push(`${address(first + r, column)}:${address(first + r + rowspan - 1, column + cell.colspan - 1)}`);
        expected.cells.push({ address: address(first + r, column), inner: cell.inner, head: part === 'head' });
        column += cell.colspan;
      }
    });
    first += rows.length;
  }
  return expected;
}

/** A cell's text when its XML is plain text (no markup): entities decoded, white space collapsed. */
const plainTextOf = (inner: string) => (/</.test(inner) ? undefined : decode(inner).replace(/\s+/g, ' ').trim());
const looksLikePlainNumber = (text: string) => /^[-−]?(0|[1-9]\d*)(\.\d+)?$/.test(text) && text.replace(/\D/g, '').length <= 15 && !/^[-−]0(\.0*)?$/.test(text);

const fixturesWithTables = fixtures.filter((file) => readFileSync(join(fixtureDir, file), 'utf8').includes('<table-wrap'));

describe.each(fixturesWithTables)('%s', (file) => {
  const xml = readFileSync(join(fixtureDir, file), 'utf8');
  const doi = /<article-id[^>]*pub-id-type="doi"[^>]*>([^<]+)<\/article-id>/.exec(xml)![1]!.trim();
  const wraps = xmlTableWraps(xml);

  it('exports every table as its XML holds it, or says it has no rows', async () => {
    expect(wraps.length).toBeGreaterThan(0);
    const { id } = await articleOf(ecology, doi);
    for (const [index, wrap] of wraps.entries()) {
      const key = wrap.id || `#${index}`;
      const result = await download(ecology, `${id}:${key}`, signedIn);
      const withCells = wrap.tables.filter((table) => [...table.head, ...table.body, ...table.foot].some((row) => row.length > 0));
      if (withCells.length === 0) {
        expect(result.envelope, key).toEqual({ status: 40400, message: `table "${key}" of article ${id} has no rows to export` });
        continue;
      }
      expect(result.http, key).toBe(200);
      const sheets = result.workbook!.worksheets;
      expect(sheets, key).toHaveLength(wrap.tables.length);
      wrap.tables.forEach((table, tableIndex) => {
        const sheet = sheets[tableIndex]!;
        const expected = expectedSheet(table, wrap.hasCaption ? 1 : 0);
        const captionMerge = wrap.hasCaption ? sheet.model.merges.filter((range) => range.startsWith('A1:')) : [];
        expect(sheet.model.merges.filter((range) => !captionMerge.includes(range)).sort(), `${key} merges`).toEqual(expected.merges.sort());
        if (wrap.hasCaption) expect(String(sheet.getCell('A1').value), `${key} caption`).not.toBe('');
        for (const cell of expected.cells) {
          const actual = sheet.getCell(cell.address);
          const text = plainTextOf(cell.inner);
          if (text === undefined) expect(actual.value, `${key} ${cell.address}`).not.toBeNull();
          else if (text === '') expect(actual.value, `${key} ${cell.address}`).toBeNull();
          else expect(actual.value, `${key} ${cell.address}`).toBe(looksLikePlainNumber(text) ? Number(text.replace('−', '-')) : text);
          if (cell.head) expect(actual.font?.bold, `${key} ${cell.address} bold`).toBe(true);
        }
      });
    }
  });
});

describe('downloadTable', () => {
  it('answers a real .xlsx named after the DOI and the table, with the two-row head of the XML merged', async () => {
    const { id } = await articleOf(ecology, '10.26766/pmgp.v3i2.107');
    const { http, headers, workbook } = await download(ecology, `${id}:tbl1`, signedIn);
    expect(http).toBe(200);
    expect(headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers.get('content-disposition')).toBe('attachment; filename="10.26766_pmgp.v3i2.107-tbl1.xlsx"');
    const sheet = workbook!.worksheets[0]!;
    expect(sheet.name).toBe('Table 1');
    expect(String(sheet.getCell('A1').value)).toMatch(/^Table 1 Analysis of the results of the combined effect on headache/);
    expect(sheet.model.merges.sort()).toEqual(['A1:H1', 'A2:A3', 'B2:C2', 'D2:E2', 'F2:F3', 'G2:G3', 'H2:H3']);
    expect(['B3', 'C3', 'D3', 'E3'].map((cell) => sheet.getCell(cell).value)).toEqual(['Before treatment', 'After treatment', 'Before treatment', 'After treatment']);
    expect(['A4', 'B4', 'H4'].map((cell) => sheet.getCell(cell).value)).toEqual(['A', 3.733333, '<0.05']);
  });

  it('is linked from the server-rendered article page, so it works without JavaScript', async () => {
    const { id } = await articleOf(ecology, '10.26766/pmgp.v3i2.107');
    const pagePath = '/ecology/en/article/doi/10.26766/pmgp.v3i2.107';
    /** The href of each table's download link in a page's HTML, `&amp;` read as `&`. */
    const downloadHrefs = async (headers: Record<string, string>) => {
      const html = await (await fetch(`${server.url}${pagePath}`, { headers })).text();
      return [...html.matchAll(/<a [^>]*class="mh-table-download[^"]*"[^>]*>/g)].map(([tag]) => /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&'));
    };
    const hrefs = await downloadHrefs(signedIn);
    expect(hrefs).toEqual(['tbl1', 'tbl2', 'tbl3'].map((key) => `${path}?siteId=${ecology}&tableId=${id}%3A${key}&type=xls`));
    const response = await fetch(`${server.url}${hrefs[0]}`, { headers: signedIn });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    // Without a session (ecology has downloadPower 0) the same links lead to the login page.
    expect(await downloadHrefs({})).toEqual(Array(3).fill(`/login?url=${encodeURIComponent(pagePath)}&lang=en`));
  });

  it('follows the site’s access: downloadPower 0 asks for a login, a live session is enough', async () => {
    const { id } = await articleOf(ecology, '10.26766/pmgp.v3i2.107');
    const refused = await download(ecology, `${id}:tbl2`);
    expect(refused.http).toBe(403);
    expect(refused.envelope).toEqual({ status: 40100, message: loginMessage });
    expect((await download(ecology, `${id}:tbl2`, signedIn)).workbook?.worksheets).toHaveLength(1);
  });

  it('lets anyone download on a site with downloadPower 1', async () => {
    const { id } = await articleOf(optics, '10.1590/1984-92302025v32n0005EN');
    const { http, workbook } = await download(optics, `${id}:t1`);
    expect(http).toBe(200);
    expect(workbook!.worksheets[0]!.rowCount).toBeGreaterThan(2);
  });

  it('counts each download of the article, and not a refused one nor a HEAD request', async () => {
    const before = await articleOf(ecology, '10.1590/1678-4499.20210245');
    await download(ecology, `${before.id}:t01`, signedIn);
    await download(ecology, `${before.id}:t02`);
    await download(ecology, `${before.id}:nosuchtable`, signedIn);
    const head = await fetch(`${server.url}${path}?siteId=${ecology}&tableId=${before.id}:t01&type=xls`, { method: 'HEAD', headers: signedIn });
    expect(head.status).toBe(200);
    expect((await articleOf(ecology, '10.1590/1678-4499.20210245')).downloads).toBe(before.downloads + 1);
  });

  it('answers bad input with an envelope naming the problem', async () => {
    const { id } = await articleOf(ecology, '10.26766/pmgp.v3i2.107');
    const cases: [string, number, number, RegExp][] = [
      [`${path}?siteId=${ecology}&type=xls`, 400, 40000, /query parameter "tableId" is required/],
      [`${path}?siteId=${ecology}&tableId=${id}:tbl1`, 400, 40000, /query parameter "type" is required/],
      [`${path}?siteId=${ecology}&tableId=tbl1&type=xls`, 400, 40000, /"tableId": must be <articleId>:<table id>/],
      [`${path}?siteId=${ecology}&tableId=${id}:&type=xls`, 400, 40000, /"tableId": must be/],
      [`${path}?siteId=${ecology}&tableId=${id}%3Atbl1%20x&type=xls`, 400, 40000, /"tableId": must be/],
      [`${path}?siteId=${ecology}&tableId=${id}:tbl1&type=pdf`, 400, 40000, /"type": must be xls/],
      [`${path}?siteId=${ecology}&tableId=99999999:tbl1&type=xls`, 404, 40400, /article 99999999 is not part of this site/],
      [`${path}?siteId=${ecology}&tableId=${id}:tbl9&type=xls`, 404, 40400, new RegExp(`article ${id} has no table "tbl9"`)],
      [`${path}?siteId=${ecology}&tableId=${id}%3A%2399&type=xls`, 404, 40400, new RegExp(`article ${id} has no table "#99"`)],
      [`${path}?siteId=999&tableId=${id}:tbl1&type=xls`, 200, 10001, /Site not found/],
    ];
    for (const [url, http, status, message] of cases) {
      const response = await server.get(url, { headers: signedIn });
      expect([response.http, response.body.status], url).toEqual([http, status]);
      expect(response.body.message, url).toMatch(message);
    }
  });

  it('does not serve another site’s article', async () => {
    const { id } = await articleOf(ecology, '10.26766/pmgp.v3i2.107');
    const response = await server.get(`${path}?siteId=${optics}&tableId=${id}:tbl1&type=xls`);
    expect([response.http, response.body.status]).toEqual([404, 40400]);
  });

  it('refuses a huge table at once with a clear message instead of building it', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => `<tr><td>${index}</td></tr>`).join('');
    const xml = minimalJats({
      doi: '10.5555/huge.table',
      body: `<table-wrap id="huge"><label>Table 1</label><table><tbody><tr><td rowspan="65534" colspan="1000">x</td></tr>${rows}</tbody></table></table-wrap>`,
    });
    const handle = openDatabase(server.databaseUrl);
    const { id } = await storeArticle(handle.db, ecology, parseJats(xml)).finally(() => handle.close());
    const started = Date.now();
    const response = await server.get(`${path}?siteId=${ecology}&tableId=${id}:huge&type=xls`, { headers: signedIn });
    expect(Date.now() - started).toBeLessThan(5000);
    expect([response.http, response.body.status]).toEqual([413, 40000]);
    expect(response.body.message).toBe(`table "huge" of article ${id} is too large to export (more than 50000 cells)`);
  });
});
