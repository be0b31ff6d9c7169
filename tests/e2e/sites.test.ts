import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserAndServerForThisFile } from './support/browser-and-server.ts';
import { siteOrigin } from './support/page-server.ts';
import { openWatched } from './support/hydration.ts';

/**
 * Each sample site in a real browser, through both route families: `/{sld}/{lang}/…` and `/{lang}/…` on the site's
 * own domain. What differs between sites comes only from their configuration files, which the assertions read.
 */

const config = (sld: string, file: string) => JSON.parse(readFileSync(`site-configs/${sld}/${file}`, 'utf8'));
const themes = JSON.parse(readFileSync('site-configs/themes.json', 'utf8')).colours as { colorId: number; themeColorPrimary: string }[];
const defaultPrimary: Record<number, string> = { 1: '#1a5fb4', 3: '#1b7f5a' };
const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

const handles = browserAndServerForThisFile();

const open = (url: string) => openWatched(handles.browser, url);

describe.each([
  { sld: 'optics', lang: 'zh' },
  { sld: 'optics', lang: 'en' },
  { sld: 'ecology', lang: 'en' },
])('$sld in $lang', ({ sld, lang }) => {
  const site = config(sld, 'site.json');
  const header = config(sld, 'header.json');
  const menu = config(sld, 'menu.json').items as { name: string; enName: string; enable: string; code: string }[];
  const name = lang === 'zh' ? site.name : site.enName;
  const firstMenuName = (item: { name: string; enName: string }) => (lang === 'zh' ? item.name : item.enName);
  const shownMenu = menu.filter((item) => item.enable === '1' && firstMenuName(item));
  const primary = themes.find((entry) => entry.colorId === site.colour)?.themeColorPrimary ?? defaultPrimary[site.colour]!;

  it.each([
    ['site family', () => `${handles.server.url}/${sld}/${lang}/home/`],
    ['language family on the site domain', () => `${siteOrigin(handles.server, site.domains[0])}/${lang}/home/`],
  ])('renders through the %s with its own configuration, without console errors', async (_family, url) => {
    const { page, console, status } = await open(url());
    expect(status).toBe(200);
    expect(await page.title()).toBe(name);
    expect(await page.getAttribute('html', 'lang')).toBe(lang === 'zh' ? 'zh-CN' : 'en');
    expect(await page.getAttribute('header a[aria-label] img', 'alt')).toBe(name);
    const logo = (lang === 'zh' ? header.pcLogoUrl : header.enPcLogoUrl || header.pcLogoUrl) as string;
    expect(await page.getAttribute('header a[aria-label] img', 'src')).toBe(logo);
    const navText = await page.locator('nav.mh-title-nav > ul > li').allInnerTexts();
    expect(navText.map((text) => text.split('\n')[0]!.trim())).toEqual(shownMenu.map(firstMenuName));
    const navColour = await page.locator('nav.mh-title-nav').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(navColour).toBe(rgb(primary));
    expect(console.problems).toEqual([]);
    await page.close();
  });
});

describe('configuration-driven differences', () => {
  it('shows each site’s own search box style', async () => {
    const optics = await open(`${handles.server.url}/optics/en/home/`);
    const ecology = await open(`${handles.server.url}/ecology/en/home/`);
    const opticsBox = config('optics', 'search.json').boxes[0].styleId;
    const ecologyBox = config('ecology', 'search.json').boxes[0].styleId;
    expect([opticsBox, ecologyBox]).toEqual([1, 13]);
    expect(await optics.page.locator('[data-search-style="1"]').count()).toBe(1);
    expect(await ecology.page.locator('[data-search-style="13"]').count()).toBe(1);
    await Promise.all([optics.page.close(), ecology.page.close()]);
  });

  it('shows the group site as its first member, and closed sites as their notices', async () => {
    const group = config('sciencegroup', 'site.json');
    const first = config(group.members[0], 'site.json');
    const { page } = await open(`${handles.server.url}/sciencegroup/en/home/`);
    expect(await page.title()).toBe(first.enName);
    await page.close();

    const expired = await open(`${handles.server.url}/heritage/zh/`);
    expect(expired.status).toBe(403);
    expect(await expired.page.getByRole('heading', { name: '网站到期提醒！' }).count()).toBe(1);
    await expired.page.close();

    const maintenance = await open(`${handles.server.url}/geoscience/en/`);
    expect(maintenance.status).toBe(503);
    expect(await maintenance.page.getByText('Please understand the inconvenience caused by system maintenance.').count()).toBe(1);
    await maintenance.page.close();
  });
});
