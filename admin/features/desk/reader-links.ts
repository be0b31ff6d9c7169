import { deskEndpoints } from '../../../schemas/api/desk-endpoints.ts';
import type { DeskItem } from '../../../schemas/desk/desk-kinds.ts';
import { isPreviewed } from '../../../schemas/desk/desk-preview.ts';
import { endpointPath } from '../../../runtime/api/call-endpoint.ts';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { familyPrefix } from '../../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../../schemas/routes/screen-href.ts';

/** The languages a preview opens a reader's page in. */
const previewLanguages = [
  { lang: 'zh', name: '中文' },
  { lang: 'en', name: 'English' },
] as const satisfies readonly { lang: LanguageSegment; name: string }[];

/**
 * The reader's pages of a published item, in Chinese and English, from the portal's route table: an article's page,
 * an issue's table of contents, a news item's page, an album's collection page, the journal's description. A column,
 * and what readers reach only through a menu item (experts, books, recordings, information pages), get none here.
 */
export function readerLinks(sld: string, item: DeskItem): { lang: string; name: string; href: string }[] {
  if (item.status !== 'published' || item.deletedAt !== null) return [];
  const hrefIn = (lang: LanguageSegment): string | undefined => {
    const prefix = familyPrefix(lang, sld);
    switch (item.kind) {
      case 'article':
        return screenHref(prefix, 'article', { thesisId: item.id });
      case 'issue':
        return screenHref(prefix, 'issue', { year: item.data.year, issue: item.data.issue });
      case 'news':
        return screenHref(prefix, 'newsDetails', { id: item.id });
      case 'journal':
        return screenHref(prefix, 'about');
      case 'album':
        return screenHref(prefix, 'collections', { virtualId: item.id });
      case 'column':
      case 'expert':
      case 'book':
      case 'media':
      case 'page':
        return undefined;
    }
  };
  return previewLanguages.flatMap(({ lang, name }) => {
    const href = hrefIn(lang);
    return href ? [{ lang, name, href }] : [];
  });
}

/**
 * The item as saved, on the reader's page it will have (the desk's preview, server/routes/desk-preview-routes.ts), in
 * Chinese and English: for every kind that has such a page, whatever its status, unless it is in the bin.
 */
export function previewLinks(sld: string, item: DeskItem): { lang: string; name: string; href: string }[] {
  if (item.deletedAt !== null || !isPreviewed(item.kind)) return [];
  const path = endpointPath(deskEndpoints.deskPreview, { sld, kind: item.kind, id: item.id });
  return previewLanguages.map(({ lang, name }) => ({ lang, name, href: `${path}?${new URLSearchParams({ lang })}` }));
}
