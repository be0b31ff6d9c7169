import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAndServerForThisFile } from './support/browser-and-server.ts';
import { gotoReady, reloadReady } from './support/hydration.ts';
import { watchConsole } from './support/console-watch.ts';

/**
 * Searching in Chromium as a reader does: a result page, refined with a facet, sorted, paged and reloaded to the same
 * page; and an advanced search built from two rows, landing on its results.
 */

const handles = browserAndServerForThisFile();

const hitIds = (page: Page) => page.locator('ol.mh-search-hits > li').evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function open(path: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await handles.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const { problems } = watchConsole(page);
  // Without JavaScript nothing hydrates: the loaded document is the whole page.
  const address = `${handles.server.url}${path}`;
  const response = options.javaScriptEnabled === false ? await page.goto(address) : await gotoReady(page, address);
  expect(response?.status()).toBe(200);
  return { page, problems };
}

describe('a result page', () => {
  it('refines with a facet, sorts, pages, and reloads to the same page', async () => {
    const { page, problems } = await open(`/article?${new URLSearchParams({ type: '1', index: '-1', lang: 'en', q: 'of', slds: 'optics' })}`);
    expect(await page.title()).toMatch(/^of – Search – /);
    expect(await page.locator('ol.mh-search-hits > li').count()).toBe(20);

    // The journal facet keeps more than a page of results, so the refined search still has a second page.
    await page.locator('.mh-facets').getByRole('link', { name: /^Optics Frontier/ }).click();
    await page.waitForURL((url) => url.searchParams.get('publicationId') !== null);
    const journal = params(page).publicationId;
    const refined = await page.locator('.mh-search-summary').innerText();
    expect(await page.getByRole('group', { name: 'Active filters' }).getByRole('link').first().getAttribute('aria-label')).toBe('Remove filter: Optics Frontier');

    await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Date', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'date');
    await page.getByRole('navigation', { name: 'Order' }).getByRole('link', { name: 'Ascending' }).click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
    expect(params(page)).toMatchObject({ publicationId: journal, sort: 'date', order: 'asc', q: 'of' });
    expect(await page.locator('.mh-search-summary').innerText()).toBe(refined);

    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '1');
    const shown = await hitIds(page);
    expect(shown.length).toBeGreaterThan(0);
    await reloadReady(page);
    expect(await hitIds(page)).toEqual(shown);
    expect(params(page)).toMatchObject({ publicationId: journal, sort: 'date', order: 'asc', page: '1' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('goes to the next page and back from the pager', async () => {
    const { page } = await open(`/article?${new URLSearchParams({ type: '1', index: '-1', lang: 'zh', q: 'of', slds: 'optics' })}`);
    const first = await hitIds(page);
    await page.getByRole('navigation', { name: '结果分页' }).getByRole('link', { name: '下一页' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '1');
    const second = await hitIds(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((id) => first.includes(id))).toBe(false);
    await page.getByRole('navigation', { name: '结果分页' }).getByRole('link', { name: '上一页' }).click();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    expect(await hitIds(page)).toEqual(first);
    await page.context().close();
  });

  it('works without JavaScript: a facet, a new search from the form', async () => {
    const { page } = await open(`/article?${new URLSearchParams({ type: '1', index: '-1', lang: 'zh', q: '成像', slds: 'optics' })}`, { javaScriptEnabled: false });
    await page.locator('.mh-facets').getByRole('link', { name: /^2025/ }).click();
    await page.waitForURL((url) => url.searchParams.get('year') === '2025');
    const search = page.locator('form.mh-search-again');
    await search.getByRole('searchbox').fill('激光');
    await search.getByRole('button', { name: '检索' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === '激光');
    expect(params(page)).toMatchObject({ type: '1', index: '-1', lang: 'zh', slds: 'optics' });
    expect(params(page).year).toBeUndefined();
    expect(await page.locator('ol.mh-search-hits mark').first().innerText()).toBe('激光');
    await page.context().close();
  });
});

describe('the advanced search', () => {
  it('builds a two-row query, shows it, submits it and lands on its results', async () => {
    const { page, problems } = await open('/seniorSearch?lang=en&slds=optics');
    const rows = page.getByRole('group', { name: /^Condition \d$/ });
    await rows.nth(0).getByRole('textbox', { name: 'Term' }).fill('成像');
    await rows.nth(1).getByRole('combobox', { name: 'Field' }).selectOption('authors_tic');
    await rows.nth(1).getByRole('textbox', { name: 'Term' }).fill('周雅琴');
    await rows.nth(2).getByRole('button', { name: 'Remove condition 3' }).click();
    expect(await rows.count()).toBe(2);
    expect(await page.getByRole('status', { name: 'Query' }).innerText()).toBe('resName_tic:成像 AND authors_tic:周雅琴');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/article');
    expect(params(page)).toMatchObject({ type: '1', index: '-1', lang: 'en', slds: 'optics', q: 'resName_tic:成像 AND authors_tic:周雅琴' });
    expect(Object.keys(params(page)).filter((name) => /^[fto]\d$/.test(name))).toEqual([]);
    expect((await hitIds(page)).length).toBeGreaterThan(0);
    for (const title of await page.locator('ol.mh-search-hits h3').allInnerTexts()) expect(title).toContain('成像');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript sends its rows, and the result page searches the same query', async () => {
    const { page } = await open('/seniorSearch?lang=zh&slds=optics', { javaScriptEnabled: false });
    const rows = page.getByRole('group', { name: /^条件 \d$/ });
    await rows.nth(0).getByRole('textbox', { name: '检索词' }).fill('激光');
    await rows.nth(1).getByRole('combobox', { name: '检索字段' }).selectOption('authors_tic');
    await rows.nth(1).getByRole('textbox', { name: '检索词' }).fill('刘晓峰');
    await page.getByRole('button', { name: '检索', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/article');
    expect(params(page)).toMatchObject({ t1: '激光', f2: 'authors_tic', t2: '刘晓峰' });
    expect(await page.locator('form.mh-search-again').getByRole('searchbox').inputValue()).toBe('resName_tic:激光 AND authors_tic:刘晓峰');
    expect((await hitIds(page)).length).toBeGreaterThan(0);
    await page.context().close();
  });
});
