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

/** A hostile string of the fuzzer's that a page let out of its text into markup or a script address. */
const escapedHostile = /<script>alert\("mh-xss"\)|<img src=x onerror=|<svg onload=|<mh-xss|<[a-z][^<>]*\s(?:href|src|action|formaction)\s*=\s*["']?\s*(?:javascript|vbscript):[^"'>]*mh-xss/i;

/**
 * What is wrong with a page a reader asked for besides its status (every answer's status is checked, the pages'
 * own API calls' too): something that is no whole page, or a hostile string let out into markup.
 */
export function pageProblems(url: string, status: number, contentType: string | undefined, body: string): string[] {
  const problems: string[] = [];
  const redirect = status >= 300 && status < 400;
  if (!redirect && !contentType?.startsWith('text/html')) problems.push(`${url}: answered ${contentType ?? 'no content type'}, not a page`);
  else if (!redirect && !body.trimEnd().endsWith('</html>')) problems.push(`${url}: the page is cut short (${body.length} characters, ending ${JSON.stringify(body.slice(-80))})`);
  const hostile = escapedHostile.exec(body);
  if (hostile) problems.push(`${url}: a hostile string became markup: …${body.slice(Math.max(0, hostile.index - 60), hostile.index + 60)}…`);
  return problems;
}
