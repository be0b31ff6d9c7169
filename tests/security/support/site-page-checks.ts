import { parseServerHtml } from '../../support/server-html.ts';
import type { ConfigCase } from './config-case-arbitrary.ts';

/** The addresses a case asks for: its site's home page, one other screen, and the bootstrap the pages are made from. */
export function addressesOf({ sld, lang, screen }: ConfigCase): { pages: string[]; api: string[] } {
  const other = {
    issues: `/${sld}/${lang}/issues/`,
    latestIssue: `/${sld}/${lang}/issue/`,
    // The sample articles are ecology's; on another site the address is another site's article (a 404 page).
    article: `/${sld}/${lang}/article/doi/10.1590/1984-92302025v32n0005EN`,
    search: `/article?type=1&index=-1&lang=${lang}&q=${lang === 'zh' ? '成像' : 'light'}&slds=${sld}`,
    news: `/${sld}/${lang}/news/1/`,
    editorialBoard: `/${sld}/${lang}/editorial-board/`,
    defaultSite: '/',
  }[screen];
  return { pages: [`/${sld}/${lang}/home/`, other], api: [`/rc-pub/front/bootstrap?sld=${sld}&lang=${lang}`] };
}

/**
 * Where a hostile string of the fuzzer's (they all carry `mh-xss`) became markup, read as a browser parses the page
 * (parse5): an element of its own, an event handler, a script address, or a script's text. As text or an
 * attribute's plain value it is harmless, however much it looks like markup.
 */
function markupLetOut(body: string): string | undefined {
  for (const element of parseServerHtml(body)) {
    if (element.tagName === 'mh-xss') return '<mh-xss> element';
    for (const { name, value } of element.attrs) {
      if (!value.includes('mh-xss')) continue;
      if (name.startsWith('on')) return `<${element.tagName} ${name}="${value}">`;
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && /^\s*(javascript|vbscript|data):/i.test(value)) return `<${element.tagName} ${name}="${value}">`;
    }
    if (element.tagName === 'script') {
      const text = element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
      if (text.includes('alert("mh-xss")')) return `<script>${text.slice(0, 80)}`;
    }
  }
  return undefined;
}

/**
 * What is wrong with a page a reader asked for besides its status (every answer's status is checked, the pages'
 * own API calls' too): something that is no whole page, or a hostile string let out into markup.
 */
export function pageProblems(url: string, status: number, contentType: string | undefined, body: string): string[] {
  const problems: string[] = [];
  const redirect = status >= 300 && status < 400;
  if (!redirect && !contentType?.startsWith('text/html')) problems.push(`${url}: answered ${contentType ?? 'no content type'}, not a page`);
  else if (!redirect && !body.trimEnd().endsWith('</html>')) problems.push(`${url}: the page is cut short (${body.length} characters, ending ${JSON.stringify(body.slice(-80))})`);
  const hostile = markupLetOut(body);
  if (hostile) problems.push(`${url}: a hostile string became markup: ${hostile}`);
  return problems;
}
