import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../../server/db/open-database.ts';
import { ingestFile } from '../../../server/ingest/ingest-file.ts';
import type { TestServer } from '../../support/start-test-server.ts';
import { LocalFolderFileStore } from '../../../server/files/local-folder-file-store.ts';

/**
 * The optics site made hostile: its configuration strings carry script payloads (`hostileConfig`, a `prepare` for
 * startTestServer) and the JATS corpus of tests/security/fixtures/jats is imported into it (`ingestHostileCorpus`).
 * Every payload, if it ever ran, would set `top.__pwned` (or open a dialog): the tests look for that flag in Chromium
 * and, over HTTP, for the markup that would set it.
 */

export const hostileSld = 'optics';
const fixtureDir = join(import.meta.dirname, '..', 'fixtures', 'jats');
export const hostileJatsFiles = readdirSync(fixtureDir)
  .filter((name) => name.endsWith('.xml'))
  .sort();

/** Payload numbers: JATS 101–1299 (the file's number, then the payload's), configuration 5001 and up. */
const pwn = (id: number) => `top.__pwned=${id}`;

/** Strings any text field of the configuration may carry (they must be shown as text). */
const textPayloads = (id: number) => [
  `<img src=x onerror="${pwn(id)}">`,
  `</script><script>${pwn(id + 1)}</script>`,
  `" autofocus onfocus="${pwn(id + 2)}" x="`,
  `'><svg onload=${pwn(id + 3)}>`,
  `\${${pwn(id + 4)}}\`-alert(${id + 5})-\``,
  `"};${pwn(id + 6)};({"\u2028\u2029<!--`,
];
/** Addresses a URL field may carry: refused by the schema (script schemes) or kept as an inert path. */
const urlPayloads = (id: number) => [
  `javascript:${pwn(id)}`,
  ` JaVaScRiPt:${pwn(id + 1)}`,
  `java\tscript:${pwn(id + 2)}`,
  `data:text/html,<script>${pwn(id + 3)}</script>`,
  `/x" onerror="${pwn(id + 4)}`,
  `/x'><svg onload=${pwn(id + 5)}>`,
];

type Json = Record<string, unknown>;
const edit = (configDir: string, file: string, change: (json: Json) => void) => {
  const path = join(configDir, hostileSld, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
};

/** How many payloads `hostileConfig` writes into the configuration (for the report). */
export let configPayloadCount = 0;

/** Writes the payloads into optics' site, header, footer, menu, search and basic-info files. */
export function hostileConfig(configDir: string): void {
  let count = 0;
  const text = (id: number, index: number) => {
    count += 1;
    return textPayloads(id)[index % 6]!;
  };
  const url = (id: number, index: number) => {
    count += 1;
    return urlPayloads(id)[index % 6]!;
  };
  edit(configDir, 'site.json', (site) => {
    site.name = `光学 ${text(5000, 0)}`;
    site.enName = `Optics ${text(5010, 1)}`;
    site.keywords = text(5020, 2);
    site.logo1 = url(5030, 4);
    site.pictureUrl = url(5040, 0);
  });
  edit(configDir, 'basic-info.json', (info) => {
    info.title = text(5050, 1);
    info.enTitle = text(5060, 0);
    info.enDescription = text(5070, 2);
  });
  edit(configDir, 'header.json', (header) => {
    header.pcLogo = url(5080, 4);
    header.enPcLogo = url(5090, 5);
    header.enMobileLogo = url(5100, 1);
    header.pcLogoUrl = url(5110, 0);
    header.enPcLogoUrl = url(5120, 4);
    header.customButtonList = [
      { customButtonStatus: 1, customButtonName: text(5130, 0), enCustomButtonName: text(5140, 3), customButtonLinkValue: url(5150, 0), customButtonPcUrl: url(5160, 0), customButtonMobileUrl: url(5170, 2) },
      { customButtonStatus: 1, customButtonName: 'b', enCustomButtonName: text(5180, 2), customButtonLinkValue: '', customButtonPcUrl: url(5190, 4), customButtonMobileUrl: url(5200, 3) },
    ];
    // Refused by the schema (a closing style tag), so the site's own CSS is dropped; the next file keeps one that passes.
    header.cssContent = `.x{color:red}</sTyLe ><svg onload=${pwn(5210)}>`;
    count += 1;
  });
  edit(configDir, 'footer.json', (footer) => {
    footer.copyright = text(5220, 0);
    footer.enCopyright = text(5230, 1);
    footer.icp = text(5240, 2);
    footer.picp = text(5250, 3);
    footer.linkAddress = url(5260, 0);
    footer.picpLink = url(5270, 4);
    footer.friendshipLinks = [
      { name: text(5280, 5), enName: text(5290, 0), url: url(5300, 2) },
      { name: 'n', enName: text(5310, 4), url: url(5320, 5) },
    ];
  });
  edit(configDir, 'menu.json', (menu) => {
    const items = menu.items as Json[];
    items.forEach((item, index) => {
      item.enName = text(5400 + index * 10, index);
      item.name = text(5500 + index * 10, index + 1);
      for (const child of (item.children as Json[] | undefined) ?? []) {
        if (child.code !== 'jump') continue;
        child.enName = text(5600, 0);
        child.url = url(5610, 0);
        child.linkValue = url(5620, 2);
      }
    });
    // A jump item whose only address is a script link hidden by a tab (the menu schema checks url, not linkValue).
    items.push({ id: 1900, parentId: null, code: 'jump', name: text(5700, 1), enName: text(5710, 0), enable: '1', url: '', linkValue: url(5720, 2) });
  });
  edit(configDir, 'search.json', (search) => {
    const box = (search.boxes as Json[])[0]!;
    box.enName = text(5800, 0);
    box.subPoolList = [{ label: 'all', name: text(5810, 1), enName: text(5820, 3) }];
    box.componentData = { title: text(5830, 0), enTitle: text(5840, 2), customEntryList: [{ customEntryCn: text(5850, 5), customEntryEn: text(5860, 1) }] };
  });
  configPayloadCount = count;
}

export type ImportedArticle = { file: string; id: number; doi: string };

/** Imports every hostile JATS file into optics with the running server's database and files folder, as `npm run ingest` would. */
export async function ingestHostileCorpus(server: TestServer): Promise<ImportedArticle[]> {
  const database = openDatabase(server.databaseUrl);
  const siteId = server.store.bySld(hostileSld)!.site.siteId;
  try {
    const imported: ImportedArticle[] = [];
    for (const file of hostileJatsFiles) {
      const { id, doi } = await ingestFile(database.db, siteId, join(fixtureDir, file), { files: new LocalFolderFileStore(server.filesDir) });
      imported.push({ file, id, doi });
    }
    return imported;
  } finally {
    await database.close();
  }
}

/** How many payloads the JATS corpus carries: each `__pwned=` or `msgbox(` in the files. */
export function jatsPayloadCount(): number {
  return hostileJatsFiles.reduce((sum, file) => sum + (readFileSync(join(fixtureDir, file), 'utf8').match(/__pwned=|msgbox\(/g)?.length ?? 0), 0);
}

/** The corpus' issue (every file says volume 66, issue 6, 2024) and the word every title carries. */
export const hostileIssuePath = `/${hostileSld}/en/issue/2024/6/`;
export const corpusWord = 'Zyxhostile';
