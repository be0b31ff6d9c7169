// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import header from '../index.ts';
import { expectedMenu, sampleHeader, sampleMenu, sampleSite, type RawCustomButton, type SampleSite, type Tree } from './sample-config.ts';

afterEach(cleanup);

const headerModule = { code: 'header' };

function renderHeader(options: { site?: SampleSite; bootstrap?: Bootstrap; lang?: LanguageSegment; url?: string; userName?: string } = {}) {
  const { site = 'optics', lang = 'en', ...rest } = options;
  return renderBlock(header, headerModule, { bootstrap: options.bootstrap ?? sampleBootstrap(site), lang, ...rest });
}

/** The title navigation: the menu navigation that is not inside the hamburger's disclosure. */
function titleNav(): HTMLElement | null {
  return screen.queryAllByRole('navigation').find((nav) => nav.closest('details') === null && nav.closest('header') !== null) ?? null;
}

function theTitleNav(): HTMLElement {
  const nav = titleNav();
  if (!nav) throw new Error('no title navigation');
  return nav;
}

/** What the title navigation shows, two levels deep. */
function shownMenu(nav: HTMLElement): Tree[] {
  const list = nav.querySelector(':scope > ul');
  const entries = (ul: Element | null | undefined): Element[] => (ul ? Array.from(ul.children) : []);
  return entries(list).map((li) => ({
    label: li.firstElementChild?.textContent ?? '',
    children: entries(li.querySelector(':scope > ul')).map((child) => ({ label: child.firstElementChild?.textContent ?? '', children: [] })),
  }));
}

/** Second-level entries are drop-downs (shown on hover or focus), so they are looked up whether shown or not. */
const linkIn = (nav: HTMLElement, name: string) => within(nav).getByRole('link', { name, hidden: true });
const hrefOf = (nav: HTMLElement, name: string) => linkIn(nav, name).getAttribute('href');

/** The spec's latest and second-latest issues (bootstrap.latestPeriods, newest first). */
const periods = [
  { id: 90, publicationId: 1001, year: 2024, issue: '6' },
  { id: 89, publicationId: 1001, year: 2024, issue: '5' },
];

const sites: SampleSite[] = ['optics', 'ecology'];
const languages: LanguageSegment[] = ['zh', 'en', 'ara'];

describe('header: logo', () => {
  for (const site of sites) {
    for (const lang of languages) {
      it(`${site} (${lang}): the logo for the language, named after the site, links home`, async () => {
        const config = sampleHeader(site);
        const info = sampleSite(site);
        const name = lang === 'zh' ? info.name : info.enName;
        await renderHeader({ site, lang });
        const home = screen.getByRole('link', { name });
        expect(home.getAttribute('href')).toBe(`/${lang}/home/`);
        const img = within(home).getByRole('img');
        expect(img.getAttribute('alt')).toBe(name);
        expect(img.getAttribute('src')).toBe(lang === 'zh' ? config.pcLogoUrl : config.enPcLogoUrl);
      });
    }
  }

  it('keeps the site in the logo link on a /{sld}/{lang} page', async () => {
    await renderHeader({ site: 'optics', lang: 'en', url: 'http://localhost/optics/en/issues/' });
    expect(screen.getByRole('link', { name: 'Optics Frontier' }).getAttribute('href')).toBe('/optics/en/home/');
  });
});

describe('header: title navigation (spec §5 menu filtering)', () => {
  for (const site of sites) {
    for (const lang of languages) {
      it(`${site} (${lang}): shows exactly the enabled, named, non-excluded items with their second level`, async () => {
        await renderHeader({ site, lang });
        expect(shownMenu(theTitleNav())).toEqual(expectedMenu(sampleMenu(site), lang));
      });
    }
  }

  it('optics in English, spelled out', async () => {
    await renderHeader({ site: 'optics', lang: 'en' });
    const menu = shownMenu(theTitleNav());
    expect(menu.map((entry) => entry.label)).toEqual(['Home', 'About the Journal', 'Browse', 'For Authors', 'News', 'Multimedia', 'Open Data', 'Multilingual Abstracts', '中文']);
    // Children of index never show; carousel, quick and selarticle are excluded codes anyway.
    expect(menu[0]!.children).toEqual([]);
    // introduce and contact are excluded child codes.
    expect(menu[1]!.children.map((entry) => entry.label)).toEqual(['Journal Overview', 'Editorial Board', 'Indexing and Awards', 'Contact Us']);
    // 1303 has no English name; 1305 is disabled.
    expect(menu[3]!.children.map((entry) => entry.label)).toEqual(['Guide for Authors', 'Online Submission', 'Manuscript Templates', 'Subscription Guide']);
    // selnews is excluded.
    expect(menu[4]!.children.map((entry) => entry.label)).toEqual(['Journal News', 'Announcements', 'Research Updates', 'Conferences']);
  });

  it('optics in Chinese shows the item that has only a Chinese name', async () => {
    await renderHeader({ site: 'optics', lang: 'zh' });
    const authors = shownMenu(theTitleNav()).find((entry) => entry.label === '作者中心');
    expect(authors?.children.map((entry) => entry.label)).toEqual(['投稿须知', '在线投稿', '出版伦理声明', '论文模板下载', '订阅指南']);
  });

  it('ecology: children of science are hidden, selPicture and subcontact excluded, disabled Jobs Board hidden', async () => {
    await renderHeader({ site: 'ecology', lang: 'en' });
    const menu = shownMenu(theTitleNav());
    const children = (label: string) => menu.find((entry) => entry.label === label)?.children.map((entry) => entry.label);
    expect(children('Science Outreach')).toEqual([]);
    expect(children('Articles')).toEqual(['Latest Issue', 'All Issues', 'Online First', 'Research Highlights', 'Collections']);
    expect(children('About')).toEqual(['Aims & Scope', 'Journal Information', 'Editorial Board']);
    expect(children('News')).toEqual(['Announcements', 'Press Releases']);
    expect(children('For Authors')).toEqual(['Author Guidelines', 'Open Access Policy', 'Submit a Manuscript', 'Peer Review']);
  });

  it('Arabic reads the English names (spec: name in the current language)', async () => {
    await renderHeader({ site: 'ecology', lang: 'ara' });
    const labels = shownMenu(theTitleNav()).map((entry) => entry.label);
    expect(labels).toContain('Data & Media');
    expect(labels).not.toContain('数据与多媒体');
  });

  it('renders hostile menu names as text and leaves out script addresses', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const menu = [
      ...sampleMenu('optics'),
      { id: 9000, code: 'item', name: hostile, enName: hostile, enable: '1' },
      { id: 9001, code: 'jump', name: '<script>alert(1)</script>', enName: '<script>alert(1)</script>', enable: '1', url: 'javascript:alert(1)', linkValue: 'javascript:alert(1)' },
    ];
    const { container } = await renderHeader({ bootstrap: sampleBootstrap('optics', { menu }), lang: 'en' });
    const nav = theTitleNav();
    const link = within(nav).getByText(hostile);
    expect(link.textContent).toBe(hostile);
    expect(container.querySelector('header img[src="x"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    for (const anchor of Array.from(container.querySelectorAll('a'))) expect(anchor.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('header: where menu items lead (spec §2)', () => {
  it('optics (English, /{lang} family)', async () => {
    await renderHeader({ bootstrap: sampleBootstrap('optics', { latestPeriods: periods }), lang: 'en' });
    const nav = theTitleNav();
    expect(hrefOf(nav, 'Home')).toBe('/en/home/');
    // directory: the latest period; backissue (backIssueStyle 1): the second-latest.
    expect(hrefOf(nav, 'Current Issue')).toBe('/en/issue/2024/6/');
    expect(hrefOf(nav, 'Past Issues')).toBe('/en/issue/2024/5/');
    expect(hrefOf(nav, 'Online First')).toBe('/en/onlineFirst/');
    expect(hrefOf(nav, 'Just Accepted')).toBe('/en/justAccepted/');
    expect(hrefOf(nav, 'Pre-publication')).toBe('/newArticle');
    expect(hrefOf(nav, 'Conferences')).toBe('/newArticle');
    expect(hrefOf(nav, 'Journal Overview')).toBe('/en/about/1101/');
    expect(hrefOf(nav, 'Contact Us')).toBe('/en/aboutus/1106/');
    // item / newItem with a route; item without one goes to info/{id}.
    expect(hrefOf(nav, 'For Authors')).toBe('/en/authors/');
    expect(hrefOf(nav, 'Guide for Authors')).toBe('/en/authors/guide/');
    expect(hrefOf(nav, 'Subscription Guide')).toBe('/en/info/1306/');
    expect(hrefOf(nav, 'Research Updates')).toBe('/en/newsInfo/1403/0/');
    expect(hrefOf(nav, 'Manuscript Templates')).toBe('/newLink1');
    expect(hrefOf(nav, 'Multilingual Abstracts')).toBe('/newLeaguage');
    // jump: the item's link, in a new tab.
    const submission = linkIn(nav, 'Online Submission');
    expect(submission.getAttribute('href')).toBe('https://submit.optics-frontier.example.org/');
    expect(submission.getAttribute('target')).toBe('_blank');
    expect(submission.getAttribute('rel')).toContain('noopener');
  });

  it('optics: mixed, common codes and videoManuscript go to /currencyList with the spec query', async () => {
    await renderHeader({ site: 'optics', lang: 'en' });
    const nav = theTitleNav();
    const url = (name: string) => new URL(hrefOf(nav, name) ?? '', 'http://localhost');

    const multimedia = url('Multimedia');
    expect(multimedia.pathname).toBe('/currencyList');
    expect(multimedia.searchParams.get('columnId')).toBe('51');
    expect(multimedia.searchParams.get('code')).toBe('mixed');
    expect(multimedia.searchParams.get('index')).toBe('5');

    const videoAbstracts = url('Video Abstracts');
    expect(videoAbstracts.pathname).toBe('/currencyList');
    expect(videoAbstracts.searchParams.get('columnId')).toBe('52');
    expect(videoAbstracts.searchParams.get('code')).toBe('onlineVideo');
    expect(videoAbstracts.searchParams.get('parentIndex')).toBe('5');
    expect(videoAbstracts.searchParams.get('index')).toBe('0');
    expect(videoAbstracts.searchParams.get('childId')).toBe('1501');
    expect(videoAbstracts.searchParams.get('newsDataType')).toBe('3');

    const videoArticles = url('Video Articles');
    expect(videoArticles.pathname).toBe('/currencyList');
    expect(videoArticles.searchParams.get('code')).toBe('videoManuscript');
    expect(videoArticles.searchParams.get('styleId')).toBe('2');

    // Any other code: /{code} with a similar query.
    const openData = url('Open Data');
    expect(openData.pathname).toBe('/openData');
    expect(openData.searchParams.get('columnId')).toBe('61');
  });

  it('optics: news goes to /news with type, index, code, columnName and columnId', async () => {
    await renderHeader({ site: 'optics', lang: 'en' });
    const news = new URL(hrefOf(theTitleNav(), 'Journal News') ?? '', 'http://localhost');
    expect(news.pathname).toBe('/news');
    expect(news.searchParams.get('type')).toBe('1');
    expect(news.searchParams.get('code')).toBe('news');
    expect(news.searchParams.get('columnName')).toBe('Journal News');
    expect(news.searchParams.get('columnId')).toBe('1');
    expect(news.searchParams.get('bannerId')).toBe('31');
    expect(news.searchParams.get('childId')).toBe('1401');
  });

  it('ecology: backIssueStyle 4 sends backissue to /en/issues/; newComposite, newAlbum, item routes', async () => {
    await renderHeader({ bootstrap: sampleBootstrap('ecology', { latestPeriods: periods }), lang: 'en' });
    const nav = theTitleNav();
    expect(hrefOf(nav, 'Articles')).toBe('/en/issues/');
    expect(hrefOf(nav, 'All Issues')).toBe('/en/issues/');
    expect(hrefOf(nav, 'Latest Issue')).toBe('/en/issue/2024/6/');
    expect(hrefOf(nav, 'Research Highlights')).toBe('/en/newcomposite/2104/');
    expect(hrefOf(nav, 'Author Guidelines')).toBe('/en/authors/');
    expect(hrefOf(nav, 'Open Access Policy')).toBe('/en/open-access/');
    expect(hrefOf(nav, 'Peer Review')).toBe('/en/info/2205/');
    expect(hrefOf(nav, 'Aims & Scope')).toBe('/en/aboutus/2501/');
    expect(hrefOf(nav, 'Press Releases')).toBe('/en/newsInfo/2402/0/');
    const datasets = new URL(hrefOf(nav, 'Datasets') ?? '', 'http://localhost');
    expect(datasets.pathname).toBe('/currencyList');
    expect(datasets.searchParams.get('columnId')).toBe('84');
    const submit = linkIn(nav, 'Submit a Manuscript');
    expect(submit.getAttribute('href')).toBe('https://submit.openecoevo.example.org/');
    expect(submit.getAttribute('target')).toBe('_blank');
    expect(submit.getAttribute('rel')).toContain('noopener');
  });

  it('on a /{sld}/{lang} page, language routes keep the site and standalone routes carry slds', async () => {
    await renderHeader({ bootstrap: sampleBootstrap('optics', { latestPeriods: periods }), lang: 'zh', url: 'http://localhost/optics/zh/home/' });
    const nav = theTitleNav();
    expect(hrefOf(nav, '首页')).toBe('/optics/zh/home/');
    expect(hrefOf(nav, '当期目录')).toBe('/optics/zh/issue/2024/6/');
    const multimedia = new URL(hrefOf(nav, '多媒体资源') ?? '', 'http://localhost');
    expect(multimedia.pathname).toBe('/currencyList');
    expect(multimedia.searchParams.get('slds')).toBe('optics');
  });

  it('the setStyle item is a language switch, not a link', async () => {
    await renderHeader({ site: 'optics', lang: 'en' });
    const nav = theTitleNav();
    expect(within(nav).getByRole('button', { name: '中文' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: '中文' })).toBeNull();
  });
});

describe('header: custom buttons (spec §5: cut to 3)', () => {
  const button = (n: number, status = 1): RawCustomButton => ({
    customButtonStatus: status,
    customButtonName: `按钮${n}`,
    enCustomButtonName: `Button ${n}`,
    customButtonLinkValue: '',
    customButtonPcUrl: `/en/info/${n}/`,
    customButtonMobileUrl: `/en/info/${n}/`,
  });
  const withButtons = (buttons: RawCustomButton[]) => sampleBootstrap('optics', { header: { ...sampleHeader('optics'), customButtonList: buttons } });
  const shownButtons = (container: HTMLElement) => Array.from(container.querySelectorAll('header a')).filter((a) => /^(Button|按钮) ?\d$/.test(a.textContent ?? ''));

  for (const site of sites) {
    for (const lang of languages) {
      it(`${site} (${lang}): the configured buttons, named in the language`, async () => {
        const expected = sampleHeader(site)
          .customButtonList.filter((entry) => entry.customButtonStatus === 1)
          .slice(0, 3);
        await renderHeader({ site, lang });
        for (const entry of expected) {
          const link = screen.getByRole('link', { name: lang === 'zh' ? entry.customButtonName : entry.enCustomButtonName });
          expect(link.getAttribute('href')).toBe(entry.customButtonPcUrl);
          expect(link.getAttribute('rel')).toContain('noopener');
          if (/^https?:/.test(entry.customButtonPcUrl)) expect(link.getAttribute('target')).toBe('_blank');
        }
      });
    }
  }

  it('shows only the first 3 of 5 enabled buttons (English)', async () => {
    const { container } = await renderHeader({ bootstrap: withButtons([1, 2, 3, 4, 5].map((n) => button(n))), lang: 'en' });
    expect(shownButtons(container).map((a) => a.textContent)).toEqual(['Button 1', 'Button 2', 'Button 3']);
    expect(screen.getByRole('link', { name: 'Button 2' }).getAttribute('href')).toBe('/en/info/2/');
  });

  it('shows only the first 3 of 5 enabled buttons (Chinese)', async () => {
    const { container } = await renderHeader({ bootstrap: withButtons([1, 2, 3, 4, 5].map((n) => button(n))), lang: 'zh' });
    expect(shownButtons(container).map((a) => a.textContent)).toEqual(['按钮1', '按钮2', '按钮3']);
  });

  it('never shows a disabled button', async () => {
    const { container } = await renderHeader({ bootstrap: withButtons([button(1, 0), button(2), button(3, 0)]), lang: 'en' });
    expect(shownButtons(container).map((a) => a.textContent)).toEqual(['Button 2']);
  });

  // "At most 3 enabled buttons": disabled ones do not count, so [on, off, on, on, on] shows 3 buttons.
  it('shows the first 3 enabled buttons when a disabled one comes among the first 3 of 5', async () => {
    const { container } = await renderHeader({ bootstrap: withButtons([button(1), button(2, 0), button(3), button(4), button(5)]), lang: 'en' });
    expect(shownButtons(container).map((a) => a.textContent)).toEqual(['Button 1', 'Button 3', 'Button 4']);
  });
});

describe('header: login-related pages and the person link', () => {
  for (const url of ['http://localhost/login?lang=en', 'http://localhost/personal', 'http://localhost/register?lang=en', 'http://localhost/quickLogin?lang=en', 'http://localhost/forgetCode?lang=en']) {
    it(`hides the title navigation (and menu) on ${new URL(url).pathname}`, async () => {
      const { container } = await renderHeader({ site: 'optics', lang: 'en', url });
      expect(titleNav()).toBeNull();
      expect(within(container).queryByRole('link', { name: 'Current Issue', hidden: true })).toBeNull();
      // The rest of the header stays.
      expect(screen.getByRole('link', { name: 'Optics Frontier' })).toBeTruthy();
    });
  }

  it('shows the title navigation on ordinary pages', async () => {
    await renderHeader({ site: 'optics', lang: 'en', url: 'http://localhost/en/issues/' });
    expect(titleNav()).not.toBeNull();
  });

  for (const lang of languages) {
    it(`(${lang}) not signed in: the person link goes to login with the current page as return address`, async () => {
      await renderHeader({ site: 'ecology', lang, url: `http://localhost/${lang}/issue/2024/6/?from=menu` });
      const person = screen.getByRole('link', { name: bundledI18n(lang).t('header.login') });
      const href = new URL(person.getAttribute('href') ?? '', 'http://localhost');
      expect(href.pathname).toBe('/login');
      expect(href.searchParams.get('url')).toBe(`/${lang}/issue/2024/6/?from=menu`);
      expect(href.searchParams.get('lang')).toBe(lang);
    });
  }

  it('signed in: the person link opens /personal', async () => {
    await renderHeader({ site: 'optics', lang: 'en', userName: 'reader01' });
    expect(screen.getByRole('link', { name: 'Personal centre' }).getAttribute('href')).toBe('/personal');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('signed in (Chinese): 个人中心', async () => {
    await renderHeader({ site: 'ecology', lang: 'zh', userName: 'reader01' });
    expect(screen.getByRole('link', { name: '个人中心' }).getAttribute('href')).toBe('/personal');
  });
});
