import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { findTableWrap } from '../../../schemas/content/article-content/table-wraps.ts';
import { minimalJats } from '../../ingest/__tests__/minimal-jats.ts';
import { parseJats } from '../../ingest/jats/parse-jats.ts';
import { TableTooLarge } from '../table-layout.ts';
import { tableWorkbook } from '../table-workbook.ts';

const content = parseJats(
  minimalJats({
    body: `<table-wrap id="t1"><label>Table 1</label><caption><title>Yields of <italic>E. coli</italic> strains</title><p>Means of three runs.</p></caption>
      <table>
        <thead>
          <tr><th rowspan="2">Strain</th><th colspan="2" align="center">Yield</th></tr>
          <tr><th>g/L</th><th>CO<sub>2</sub></th></tr>
        </thead>
        <tbody>
          <tr><td>A</td><td align="right">12.30</td><td>10<sup>5</sup></td></tr>
          <tr><td>B</td><td>1,234</td><td>0.05<sup>a</sup></td></tr>
          <tr><td>C</td><td>−3</td><td><p>one</p><p>two</p></td></tr>
        </tbody>
      </table>
      <table-wrap-foot><fn id="t1-fn1"><label>a</label><p>Significant at <italic>p</italic> &lt; 0.05.</p></fn></table-wrap-foot>
    </table-wrap>
    <table-wrap id="t2"><label>Table 2: Sizes [mm] / weights?</label>
      <alternatives>
        <table><tbody><tr><td>first</td></tr></tbody></table>
        <table><tbody><tr><td>second</td></tr></tbody></table>
      </alternatives>
    </table-wrap>`,
  }),
);

async function workbookOf(key: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await tableWorkbook(findTableWrap(content, key)!)) as never);
  return workbook;
}

describe('a table-wrap as an Excel workbook', () => {
  it('has the caption as a merged first row, then the head in bold with its spans merged', async () => {
    const sheet = (await workbookOf('t1')).worksheets[0]!;
    expect(sheet.name).toBe('Table 1');
    expect(sheet.getCell('A1').value).toBe('Table 1 Yields of E. coli strains');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.model.merges.sort()).toEqual(['A1:C1', 'A2:A3', 'B2:C2']);
    expect(['A2', 'B2', 'B3', 'C3'].map((address) => sheet.getCell(address).value)).toEqual(['Strain', 'Yield', 'g/L', 'CO₂']);
    expect(['A2', 'B2', 'B3', 'C3'].map((address) => sheet.getCell(address).font?.bold)).toEqual([true, true, true, true]);
    expect(sheet.getCell('B2').alignment?.horizontal).toBe('center');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
  });

  it('keeps plain numbers as numbers with their printed decimals, and everything else as text', async () => {
    const sheet = (await workbookOf('t1')).worksheets[0]!;
    expect(sheet.getCell('A4').value).toBe('A');
    expect(sheet.getCell('A4').font?.bold).toBeFalsy();
    expect(sheet.getCell('B4').value).toBe(12.3);
    expect(sheet.getCell('B4').numFmt).toBe('0.00');
    expect(sheet.getCell('B4').alignment?.horizontal).toBe('right');
    expect(sheet.getCell('C4').value).toBe('10⁵');
    expect(sheet.getCell('B5').value).toBe('1,234');
    expect(sheet.getCell('C5').value).toBe('0.05ᵃ');
    expect(sheet.getCell('B6').value).toBe(-3);
    expect(sheet.getCell('C6').value).toBe('one\ntwo');
    expect(sheet.getCell('C6').alignment?.wrapText).toBe(true);
  });

  it('puts the table footnotes below the table, after an empty row', async () => {
    const sheet = (await workbookOf('t1')).worksheets[0]!;
    expect(sheet.getRow(7).cellCount).toBe(0);
    expect(sheet.getCell('A8').value).toBe('a Significant at p < 0.05.');
  });

  it('gives each table of a table-wrap its own sheet, named validly and uniquely', async () => {
    const workbook = await workbookOf('t2');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Table 2 Sizes mm weights (1)', 'Table 2 Sizes mm weights (2)']);
    expect(workbook.worksheets.map((sheet) => sheet.getCell('A2').value)).toEqual(['first', 'second']);
    expect(workbook.worksheets[0]!.model.merges).toEqual([]);
  });

  it('refuses a table larger than the limit it is given', async () => {
    await expect(tableWorkbook(findTableWrap(content, 't1')!, 10)).rejects.toThrow(TableTooLarge);
  });
});
