// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import mobileFooter from '../index.ts';

afterEach(cleanup);

const module = { code: 'mobileFooter' };

describe('mobile footer', () => {
  it('links home, search and login (English, not signed in)', async () => {
    await renderBlock(mobileFooter, module, { bootstrap: sampleBootstrap('optics'), lang: 'en', url: 'http://localhost/en/issue/2024/6/' });
    const nav = screen.getByRole('navigation', { hidden: true });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Search', 'Log in']);
    expect(links[0]!.getAttribute('href')).toBe('/en/home/');
    expect(links[0]!.getAttribute('aria-current')).toBeNull();
    // Search: the advanced search page (spec §2 /seniorSearch) in the page language.
    const search = new URL(links[1]!.getAttribute('href') ?? '', 'http://localhost');
    expect(search.pathname).toBe('/seniorSearch');
    expect(search.searchParams.get('lang')).toBe('en');
    // Login with the current page as return address (spec §2 /login?lang&url).
    const login = new URL(links[2]!.getAttribute('href') ?? '', 'http://localhost');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('url')).toBe('/en/issue/2024/6/');
    expect(login.searchParams.get('lang')).toBe('en');
  });

  it('links the personal centre when signed in (Chinese)', async () => {
    await renderBlock(mobileFooter, module, { bootstrap: sampleBootstrap('ecology'), lang: 'zh', userName: 'reader01' });
    const links = within(screen.getByRole('navigation', { hidden: true })).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['首页', '检索', '个人中心']);
    expect(links[2]!.getAttribute('href')).toBe('/personal');
  });

  it('marks home as the current page on the home page and keeps the site on a /{sld}/{lang} page', async () => {
    await renderBlock(mobileFooter, module, { bootstrap: sampleBootstrap('optics'), lang: 'en', url: 'http://localhost/optics/en/home/' });
    const home = within(screen.getByRole('navigation', { hidden: true })).getByRole('link', { name: 'Home', hidden: true });
    expect(home.getAttribute('href')).toBe('/optics/en/home/');
    expect(home.getAttribute('aria-current')).toBe('page');
    const search = new URL(screen.getByRole('link', { name: 'Search', hidden: true }).getAttribute('href') ?? '', 'http://localhost');
    expect(search.searchParams.get('slds')).toBe('optics');
  });
});
