// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import header from '../index.ts';
import { loadHeaderMachines } from '../header-machines.ts';
import { sampleConfig, type SampleSite } from './sample-config.ts';
import { analyzingServer } from '../../../tests/support/search-box.ts';

function clearLanguageCookie() {
  document.cookie = 'language=; max-age=0; path=/';
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearLanguageCookie();
  document.body.className = '';
});

// The machines normally arrive on idle prefetch; loading them first makes every interaction run at once.
beforeAll(() => loadHeaderMachines());

function renderHeader({ site = 'optics', lang = 'en', url }: { site?: SampleSite; lang?: LanguageSegment; url?: string } = {}) {
  return renderBlock(header, { code: 'header' }, { bootstrap: sampleBootstrap(site), lang, url, get: analyzingServer() });
}

/** Spec §9 / §2: the ten path languages, in the spec's order. */
const allLanguages: LanguageSegment[] = ['zh', 'en', 'ru', 'ara', 'spa', 'fra', 'de', 'jp', 'kor', 'pt'];

const languageLinks = () => within(screen.getByRole('list', { name: /^(Language|语言|اللغة)$/, hidden: true })).getAllByRole('link', { hidden: true });

describe('header: language switch', () => {
  it('lists the 10 languages, each linking to the same page in that language, the current one marked', async () => {
    await renderHeader({ site: 'optics', lang: 'en', url: 'http://localhost/en/issue/2024/6/?from=menu' });
    // Named by the language shown, then what it does (WCAG 2.5.3: the visible text starts the name).
    expect(screen.getByLabelText('English – switch language')).toBeTruthy();
    const links = languageLinks();
    expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(allLanguages);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(allLanguages.map((lang) => `/${lang}/issue/2024/6/?from=menu`));
    const current = links.filter((link) => link.getAttribute('aria-current') === 'true');
    expect(current.map((link) => link.getAttribute('hreflang'))).toEqual(['en']);
    // Every language is named in itself, so a reader finds theirs whatever the page language.
    expect(new Set(links.map((link) => link.textContent)).size).toBe(10);
  });

  it('keeps the site on a /{sld}/{lang} page', async () => {
    await renderHeader({ site: 'ecology', lang: 'zh', url: 'http://localhost/ecology/zh/home/' });
    const links = languageLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(allLanguages.map((lang) => `/ecology/${lang}/home/`));
    expect(links.find((link) => link.getAttribute('aria-current') === 'true')?.getAttribute('hreflang')).toBe('zh');
  });

  it('marks Arabic as current on an Arabic page', async () => {
    await renderHeader({ site: 'optics', lang: 'ara', url: 'http://localhost/ara/home/' });
    const current = languageLinks().filter((link) => link.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute('hreflang')).toBe('ara');
    expect(current[0]!.getAttribute('href')).toBe('/ara/home/');
  });

  it('carries the language in the query on a standalone page', async () => {
    await renderHeader({ site: 'optics', lang: 'en', url: 'http://localhost/login?lang=en' });
    for (const link of languageLinks()) {
      const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
      expect(href.pathname).toBe('/login');
      expect(href.searchParams.get('lang')).toBe(link.getAttribute('hreflang'));
    }
  });

  it('choosing a language sets the language cookie (spec §4) instead of following the link at once', async () => {
    await renderHeader({ site: 'optics', lang: 'en', url: 'http://localhost/en/home/' });
    const chinese = languageLinks().find((link) => link.getAttribute('hreflang') === 'zh')!;
    const click = fireEvent.click(chinese);
    expect(click).toBe(false); // default prevented: the reload comes 500 ms later
    expect(document.cookie).toContain('language=zh');
  });

  it('choosing the current language changes nothing', async () => {
    await renderHeader({ site: 'optics', lang: 'en', url: 'http://localhost/en/home/' });
    fireEvent.click(languageLinks().find((link) => link.getAttribute('hreflang') === 'en')!);
    expect(document.cookie).not.toContain('language=');
  });

  // The setStyle menu item ("English" on zh pages, "中文" on other pages, spec §2 "setStyle item: switches language").
  const setStyleCases: { site: SampleSite; lang: LanguageSegment; label: string; expected: LanguageSegment }[] = [
    { site: 'optics', lang: 'zh', label: 'English', expected: 'en' },
    { site: 'ecology', lang: 'en', label: '中文', expected: 'zh' },
  ];
  for (const { site, lang, label, expected } of setStyleCases) {
    it(`${site} (${lang}): the "${label}" menu item switches to ${expected}`, async () => {
      await renderHeader({ site, lang });
      fireEvent.click(screen.getAllByRole('button', { name: label, hidden: true })[0]!);
      expect(document.cookie).toContain(`language=${expected}`);
    });
  }

  // Each sample site's setStyle item carries a fixed `value` (optics "en", ecology "zh") while its label flips with
  // the page language. On the page whose language equals `value`, the item toggles zh/en (spec §4) instead of asking
  // for the language already shown.
  const deadSetStyle: { site: SampleSite; lang: LanguageSegment; label: string; expected: LanguageSegment }[] = [
    { site: 'optics', lang: 'en', label: '中文', expected: 'zh' },
    { site: 'ecology', lang: 'zh', label: 'English', expected: 'en' },
  ];
  for (const { site, lang, label, expected } of deadSetStyle) {
    it(`${site} (${lang}): the "${label}" menu item switches to ${expected}`, async () => {
      const value = sampleConfig<{ items: { code: string; value?: string }[] }>(site, 'menu.json').items.find((item) => item.code === 'setStyle')?.value;
      expect(value).toBe(lang); // the configured value is the page's own language
      await renderHeader({ site, lang });
      fireEvent.click(screen.getAllByRole('button', { name: label, hidden: true })[0]!);
      expect(document.cookie).toContain(`language=${expected}`);
    });
  }
});

describe('header: menu and search toggles (spec §2, §4)', () => {
  const menuDisclosure = (toggle: HTMLElement) => toggle.closest('details')!;

  it('the menu toggle opens the menu, locks page scroll and hides the video player; toggling again closes', async () => {
    const videoEvents: unknown[] = [];
    const onVideo = (event: Event) => videoEvents.push((event as CustomEvent).detail);
    document.addEventListener('masthead:video-visibility', onVideo);
    try {
      await renderHeader({ site: 'optics', lang: 'en' });
      const toggle = screen.getByLabelText('Open menu');
      expect(menuDisclosure(toggle).open).toBe(false);
      expect(document.body.classList.contains('mh-scroll-locked')).toBe(false);

      fireEvent.click(toggle);
      const close = screen.getByLabelText('Close menu');
      expect(menuDisclosure(close).open).toBe(true);
      expect(document.body.classList.contains('mh-scroll-locked')).toBe(true);
      expect(videoEvents).toEqual([{ visible: false }]);
      // The open menu lists the same entries as the title navigation.
      expect(within(menuDisclosure(close)).getByRole('navigation', { name: 'Menu' })).toBeTruthy();
      expect(within(menuDisclosure(close)).getByRole('link', { name: 'Current Issue' })).toBeTruthy();

      fireEvent.click(close);
      expect(menuDisclosure(screen.getByLabelText('Open menu')).open).toBe(false);
      expect(document.body.classList.contains('mh-scroll-locked')).toBe(false);
      expect(videoEvents).toEqual([{ visible: false }, { visible: true }]);
    } finally {
      document.removeEventListener('masthead:video-visibility', onVideo);
    }
  });

  it('opening search closes the menu, keeps page scroll locked and focuses the keyword', async () => {
    await renderHeader({ site: 'ecology', lang: 'en' });
    fireEvent.click(screen.getByLabelText('Open menu'));
    expect(document.body.classList.contains('mh-scroll-locked')).toBe(true);

    fireEvent.click(screen.getByLabelText('Search'));
    expect(menuDisclosure(screen.getByLabelText('Open menu')).open).toBe(false);
    const closeSearch = screen.getByLabelText('Close search');
    expect(closeSearch.closest('details')!.open).toBe(true);
    expect(document.body.classList.contains('mh-scroll-locked')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox')));

    fireEvent.click(closeSearch);
    expect(screen.getByLabelText('Search').closest('details')!.open).toBe(false);
    expect(document.body.classList.contains('mh-scroll-locked')).toBe(false);
  });

  it('Escape closes the open menu and unlocks page scroll', async () => {
    await renderHeader({ site: 'optics', lang: 'zh' });
    fireEvent.click(screen.getByLabelText('打开菜单'));
    expect(menuDisclosure(screen.getByLabelText('关闭菜单')).open).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuDisclosure(screen.getByLabelText('打开菜单')).open).toBe(false);
    expect(document.body.classList.contains('mh-scroll-locked')).toBe(false);
  });

  it('Escape closes the open search', async () => {
    await renderHeader({ site: 'optics', lang: 'en' });
    fireEvent.click(screen.getByLabelText('Search'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByLabelText('Search').closest('details')!.open).toBe(false);
    expect(document.body.classList.contains('mh-scroll-locked')).toBe(false);
  });

  it('unmounting with the menu open releases the scroll lock', async () => {
    const { unmount } = await renderHeader({ site: 'optics', lang: 'en' });
    fireEvent.click(screen.getByLabelText('Open menu'));
    unmount();
    expect(document.body.classList.contains('mh-scroll-locked')).toBe(false);
  });
});

describe('header: search (spec §2 result route, §5 empty keyword)', () => {
  /** The article resource's type id, from the site's search config (the code "article" means thesis, spec §3). */
  const articleType = (site: SampleSite) =>
    sampleConfig<{ resourceTypes: { type: number; code: string }[] }>(site, 'search.json').resourceTypes.find((entry) => entry.code === 'thesis' || entry.code === 'article')!.type;

  function search(keyword: string) {
    fireEvent.click(screen.getByLabelText(/^(Search|检索)$/));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: keyword } });
    return fireEvent.submit(screen.getByRole('search'));
  }

  it('an empty keyword shows the Tips alert and searches nothing (English)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderHeader({ site: 'optics', lang: 'en' });
    expect(search('')).toBe(false);
    const alert = await screen.findByRole('alertdialog', { name: 'Tips' });
    expect(within(alert).getByText('Please enter search content')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('an empty keyword shows the 提示 alert (Chinese); white space counts as empty', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderHeader({ site: 'ecology', lang: 'zh' });
    search('   ');
    const alert = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(alert).getByText('请输入检索内容')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: '确定' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  for (const site of ['optics', 'ecology'] as const) {
    for (const lang of ['en', 'zh'] as const) {
      it(`${site} (${lang}): a keyword opens /article?type=…&index=-1&lang=…&q=… in a new tab`, async () => {
        const open = vi.spyOn(window, 'open').mockReturnValue(null);
        await renderHeader({ site, lang });
        expect(search('  metasurface & lens  ')).toBe(false);
        // Through the submission machine: the analyze call first, then the result page (spec §4).
        await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
        expect(screen.queryByRole('alertdialog')).toBeNull();
        const [href, target] = open.mock.calls[0]!;
        expect(target).toBe('_blank');
        const url = new URL(String(href), 'http://localhost');
        expect(url.pathname).toBe('/article');
        expect(url.searchParams.get('type')).toBe(String(articleType(site)));
        expect(url.searchParams.get('index')).toBe('-1');
        expect(url.searchParams.get('lang')).toBe(lang);
        expect(url.searchParams.get('q')).toBe('metasurface & lens');
        // The spec's parameter order.
        expect(String(href)).toMatch(/^\/article\?type=\d+&index=-1&lang=(en|zh)&q=/);
      });
    }
  }
});
