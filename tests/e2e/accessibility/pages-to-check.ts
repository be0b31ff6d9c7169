import type { Page } from 'playwright-core';
import { readSeed } from '../../integration/helpers.ts';

/**
 * Every page type the portal has, in the states a reader brings it into, for axe-core in each language
 * (axe-zh/en/ara.test.ts). To check a new screen, add one row: a name, the path in a language, and the HTTP status
 * the page answers with (`signedIn` for pages behind the session, `width` for a phone, `open` to bring the page into a
 * state first: a popup, a dialog, a form's errors).
 */
export type PageToCheck = {
  name: string;
  path: (lang: string) => string;
  status: number;
  signedIn?: boolean;
  width?: number;
  open?: (page: Page) => Promise<void>;
};

const seedArticle = readSeed('optics').articles[0] as { id: number };
const seedExpert = readSeed('optics').experts[0] as { id: number };
const [album] = readSeed('optics').albums as unknown as [{ id: number }];
const [book] = readSeed('optics').books as unknown as [{ id: number }];
const standalone = (route: string, lang: string, query: Record<string, string> = {}) =>
  `/${route}?${new URLSearchParams({ ...query, lang, slds: 'optics' })}`;

export const pagesToCheck: PageToCheck[] = [
  { name: 'home of optics', path: (lang) => `/optics/${lang}/home/`, status: 200 },
  { name: 'home of ecology', path: (lang) => `/ecology/${lang}/home/`, status: 200 },
  { name: 'an article', path: (lang) => `/optics/${lang}/article/${seedArticle.id}`, status: 200 },
  { name: 'an article with formulas, tables and references', path: (lang) => `/ecology/${lang}/article/doi/10.7554/eLife.02043`, status: 200 },
  { name: 'an article with figure images', path: (lang) => `/optics/${lang}/article/doi/10.5555/masthead.figures.1`, status: 200 },
  { name: 'search results', path: (lang) => standalone('article', lang, { type: '1', index: '-1', q: 'of' }), status: 200 },
  { name: 'figure search results', path: (lang) => standalone('textList', lang, { type: 'picture', index: '-1', q: 'bars' }), status: 200 },
  { name: 'advanced search', path: (lang) => standalone('seniorSearch', lang), status: 200 },
  { name: 'all issues (cover grid)', path: (lang) => `/ecology/${lang}/issues/`, status: 200 },
  { name: 'all issues (list by year)', path: (lang) => `/optics/${lang}/issues/`, status: 200 },
  { name: 'an issue table of contents', path: (lang) => `/optics/${lang}/issue/2026/2/`, status: 200 },
  { name: 'online first articles', path: (lang) => `/optics/${lang}/onlineFirst/`, status: 200 },
  { name: 'just accepted articles', path: (lang) => `/optics/${lang}/justAccepted/`, status: 200 },
  { name: 'journal introduction', path: (lang) => `/optics/${lang}/about/1101/`, status: 200 },
  { name: 'about us', path: (lang) => `/optics/${lang}/aboutus/1106/`, status: 200 },
  { name: 'editorial board with a member', path: (lang) => `/optics/${lang}/editorial-board/1102/${seedExpert.id}/`, status: 200 },
  { name: 'login', path: (lang) => standalone('login', lang), status: 200 },
  { name: 'login by SMS code', path: (lang) => standalone('quickLogin', lang), status: 200 },
  { name: 'register', path: (lang) => standalone('register', lang), status: 200 },
  { name: 'forget password', path: (lang) => standalone('forgetCode', lang), status: 200 },
  { name: 'personal centre', path: (lang) => standalone('personal', lang), status: 200, signedIn: true },
  { name: 'personal information', path: (lang) => standalone('personal', lang, { menu: 'infomation' }), status: 200, signedIn: true },
  { name: 'news centre', path: (lang) => `/optics/${lang}/news/`, status: 200 },
  { name: 'news from the menu', path: (lang) => standalone('news', lang, { type: '2', childId: '1402' }), status: 200 },
  { name: 'news of a newNews item', path: (lang) => `/optics/${lang}/newsInfo/1403/1/`, status: 200 },
  { name: 'one news item', path: (lang) => `/optics/${lang}/newsDetails/1301/`, status: 200 },
  { name: 'unknown news item', path: (lang) => `/optics/${lang}/newsDetails/987654/`, status: 404 },
  { name: 'information page by route', path: (lang) => `/optics/${lang}/authors/guide/`, status: 200 },
  { name: 'information page without content', path: (lang) => `/optics/${lang}/info/1306/`, status: 200 },
  { name: 'composite page', path: (lang) => `/ecology/${lang}/newcomposite/2104/`, status: 200 },
  { name: 'links', path: (lang) => standalone('newLink1', lang), status: 200 },
  { name: 'multilingual abstracts', path: (lang) => standalone('newLeaguage', lang), status: 200 },
  { name: 'pre-publication articles', path: (lang) => standalone('newArticle', lang), status: 200 },
  { name: 'the album list', path: (lang) => `/optics/${lang}/collectionList/1206/`, status: 200 },
  { name: 'an album', path: (lang) => `/optics/${lang}/collections/${album.id}/`, status: 200 },
  { name: 'an album’s figures', path: (lang) => `/optics/${lang}/collections/${album.id}/?tab=picture&sort=VISITS`, status: 200 },
  { name: 'an album’s tables', path: (lang) => `/optics/${lang}/collections/${album.id}/?tab=table`, status: 200 },
  { name: 'an album’s experts', path: (lang) => `/optics/${lang}/collections/${album.id}/?tab=experts`, status: 200 },
  { name: 'the book list', path: (lang) => standalone('bookList', lang), status: 200 },
  { name: 'a book', path: (lang) => standalone('bookList', lang, { id: String(book.id) }), status: 200 },
  { name: 'the videos', path: (lang) => standalone('audioList', lang, { type: 'video', index: '-1' }), status: 200 },
  { name: 'the audio', path: (lang) => standalone('audioList', lang, { type: 'audio', index: '-1' }), status: 200 },
  { name: 'group journals', path: (lang) => `/homeNav?${new URLSearchParams({ lang, slds: 'sciencegroup' })}`, status: 200 },
  { name: 'not found', path: (lang) => `/optics/${lang}/no-such-page/`, status: 404 },
  { name: 'error page', path: (lang) => standalone('errorPage', lang), status: 200 },
  { name: 'forbidden page', path: (lang) => standalone('forbiddenPage', lang), status: 200 },
  { name: 'unknown site', path: (lang) => `/no-such-site/${lang}/home/`, status: 403 },
  { name: 'expired site notice', path: (lang) => `/heritage/${lang}/home/`, status: 403 },
  { name: 'maintenance notice', path: (lang) => `/geoscience/${lang}/home/`, status: 503 },
  // States a page gets into.
  { name: 'home with the header search open', path: (lang) => `/optics/${lang}/home/`, status: 200, open: openDisclosure('details.mh-search-toggle') },
  { name: 'home with the language list open', path: (lang) => `/optics/${lang}/home/`, status: 200, open: openDisclosure('details.mh-language-switch') },
  { name: 'home on a phone', path: (lang) => `/ecology/${lang}/home/`, status: 200, width: 390 },
  { name: 'home on a phone with the menu open', path: (lang) => `/optics/${lang}/home/`, status: 200, width: 390, open: openDisclosure('details.mh-menu') },
  {
    name: 'an article with a reference popover open',
    path: (lang) => `/ecology/${lang}/article/doi/10.7554/eLife.02043`,
    status: 200,
    open: async (page) => {
      await page.locator('a.mh-xref[data-ref-type="bibr"]').first().click();
      await page.locator('.mh-ref-popover[role="dialog"]').waitFor();
    },
  },
  {
    name: 'an article with the citation panel open',
    path: (lang) => `/ecology/${lang}/article/doi/10.7554/eLife.02043`,
    status: 200,
    open: async (page) => {
      await page.locator('.mh-cite-toggle').first().click();
      await page.locator('.mh-cite-panel').waitFor();
      // Back to the top, so nothing is measured while half under the sticky header.
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'an article with its figure dialog open',
    path: (lang) => `/optics/${lang}/article/doi/10.5555/masthead.figures.1`,
    status: 200,
    open: async (page) => {
      await page.locator('a.mh-fig-image').first().click();
      await page.locator('dialog.mh-figure-dialog[open]').waitFor();
    },
  },
  {
    name: 'home with the AI panel open, its frame ready',
    path: (lang) => `/optics/${lang}/home/`,
    status: 200,
    open: async (page) => {
      await page.locator('.mh-ai-button').click();
      await page.frameLocator('.mh-ai-panel iframe').locator('html[data-host-ready="true"]').waitFor();
    },
  },
  {
    name: 'the AI panel’s frame page',
    path: (lang) => `/optics/${lang}/home/`,
    status: 200,
    open: async (page) => {
      await page.locator('.mh-ai-button').click();
      const src = await page.locator('.mh-ai-panel iframe').getAttribute('src');
      // The frame is the AI service's own page, not a portal page: loaded is ready.
      await page.goto(new URL(src!, page.url()).href);
    },
  },
  {
    name: 'login with the errors of an empty form',
    path: (lang) => standalone('login', lang),
    status: 200,
    open: async (page) => {
      await page.locator('main form button[type="submit"]').first().click();
      await page.locator('main [aria-invalid="true"], main [role="alert"]').first().waitFor();
    },
  },
];

function openDisclosure(details: string) {
  return async (page: Page) => {
    await page.locator(`${details} > summary`).click();
    await page.waitForFunction((selector) => document.querySelector<HTMLDetailsElement>(selector)?.open === true, details);
  };
}
