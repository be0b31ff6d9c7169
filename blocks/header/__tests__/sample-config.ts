import { readFileSync } from 'node:fs';

/**
 * Test oracle for the header tests: the sample sites' raw config files, and spec §5's menu filtering written out
 * again from the spec (not from the code under test), so expectations come from the configuration.
 */

export type SampleSite = 'optics' | 'ecology';

export type RawMenuItem = {
  id: number;
  code: string;
  name?: string;
  enName?: string;
  enable?: string;
  route?: string;
  linkValue?: string;
  url?: string;
  value?: string;
  children?: RawMenuItem[];
};

export type RawCustomButton = {
  customButtonStatus: number;
  customButtonName: string;
  enCustomButtonName: string;
  customButtonLinkValue: string;
  customButtonPcUrl: string;
  customButtonMobileUrl: string;
};

export type RawHeader = {
  pcLogoUrl: string;
  enPcLogoUrl: string;
  customButtonList: RawCustomButton[];
  [key: string]: unknown;
};

export type RawSite = { siteId: number; sld: string; name: string; enName: string };

/** A config file without its `$schema` and `schemaVersion` bookkeeping. */
export function sampleConfig<T>(site: SampleSite, file: string): T {
  const { $schema: _schema, schemaVersion: _version, ...rest } = JSON.parse(readFileSync(`site-configs/${site}/${file}`, 'utf8')) as Record<string, unknown>;
  return rest as T;
}

export const sampleMenu = (site: SampleSite) => sampleConfig<{ items: RawMenuItem[] }>(site, 'menu.json').items;
export const sampleHeader = (site: SampleSite) => sampleConfig<RawHeader>(site, 'header.json');
export const sampleSite = (site: SampleSite) => sampleConfig<RawSite>(site, 'site.json');

/** Spec §5: child codes that never show. */
const excludedChildCodes = [
  'situation',
  'reader',
  'contact',
  'carousel',
  'quick',
  'selnews',
  'selmag',
  'selarticle',
  'priority',
  'column',
  'introduce',
  'subaboutus',
  'subcontact',
  'first',
  'selPicture',
];
/** Spec §5: parents whose children never show. */
const parentsWithoutChildren = ['index', 'science'];

/** Spec §5: a name in the current language (enName on every language but zh); blank is no name. */
export function nameIn(item: { name?: string; enName?: string }, lang: string): string {
  const name = (lang === 'zh' ? item.name : item.enName) ?? '';
  return name.trim();
}

export type Tree = { label: string; children: Tree[] };

/** The two-level menu spec §5 says a reader of `lang` sees. */
export function expectedMenu(items: RawMenuItem[], lang: string, parent?: RawMenuItem): Tree[] {
  return items
    .filter((item) => item.enable === '1')
    .filter((item) => !parent || (!excludedChildCodes.includes(item.code) && !parentsWithoutChildren.includes(parent.code)))
    .filter((item) => nameIn(item, lang) !== '')
    .map((item) => ({ label: nameIn(item, lang), children: parent ? [] : expectedMenu(item.children ?? [], lang, item) }));
}
