import type { TFunction } from 'i18next';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { languageSegments } from '../../schemas/language-codes.ts';
import { bcp47Of, directionOf } from '../../runtime/i18n/languages.ts';
import type { PageData } from '../app/page-data.ts';
import { pageUrlIn } from './canonical-url.ts';
import { escapeHtml } from './escape-html.ts';
import { headElementHtml } from './head-elements.ts';
import { pageTitle } from './page-title.ts';

export type DocumentHead = { htmlAttributes: string; head: string };

/**
 * The head of a server-rendered page: title, description, canonical, an alternate per UI language (and
 * x-default), theme colour, what the page's blocks add (an article's `citation_*` tags and JSON-LD); and
 * `<html lang dir>`. Pages that are not found or not served are not indexed, nor any page `noindex` says (a preview).
 */
export function documentHead(page: PageData, bootstrap: Bootstrap, url: URL, t: TFunction, { noindex = false }: { noindex?: boolean } = {}): DocumentHead {
  const title = pageTitle(page, bootstrap, t);
  const info = bootstrap.basicInfo;
  const description = page.lang === 'zh' ? info.description : info.enDescription || info.description;
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    `<meta name="theme-color" content="${escapeHtml(bootstrap.theme.themeColorPrimary)}">`,
  ];
  if (page.status === 200 && page.screen !== 'errorPage' && page.screen !== 'forbiddenPage') {
    lines.push(`<link rel="canonical" href="${escapeHtml(pageUrlIn(url, page.head?.canonicalLanguage ?? page.lang))}">`);
    if (page.location.family === 'lang' || page.location.family === 'site') {
      for (const segment of languageSegments) {
        lines.push(`<link rel="alternate" hreflang="${bcp47Of(segment)}" href="${escapeHtml(pageUrlIn(url, segment))}">`);
      }
      lines.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrlIn(url, bootstrap.header.defaultLanguage))}">`);
    }
    lines.push(...(page.head?.elements ?? []).map(headElementHtml));
    if (noindex) lines.push('<meta name="robots" content="noindex, nofollow">');
  } else {
    lines.push('<meta name="robots" content="noindex">');
  }
  return {
    htmlAttributes: `lang="${bcp47Of(page.lang)}" dir="${directionOf(page.lang)}"`,
    head: lines.filter(Boolean).join('\n    '),
  };
}
