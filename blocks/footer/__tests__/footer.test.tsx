// @vitest-environment jsdom
import { cleanup, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import footer from '../index.ts';

afterEach(cleanup);

type Site = 'optics' | 'ecology';
type RawFooter = {
  copyright: string;
  enCopyright: string;
  icp: string;
  linkAddress: string;
  picp: string;
  picpLink: string;
  showFriendshipLinks: number;
  friendshipLinks: { name: string; enName: string; url: string }[];
};

/** The site's footer config file, as an administrator wrote it. */
function footerConfig(site: Site): RawFooter {
  const { $schema: _schema, schemaVersion: _version, ...rest } = JSON.parse(readFileSync(`site-configs/${site}/footer.json`, 'utf8')) as Record<string, unknown>;
  return rest as RawFooter;
}

const renderFooter = (site: Site, lang: LanguageSegment, overrides: Partial<RawFooter> = {}) =>
  renderBlock(footer, { code: 'footer' }, { bootstrap: sampleBootstrap(site, { footer: { ...footerConfig(site), ...overrides } }), lang });

const theFooter = () => screen.getByRole('contentinfo');

/** The copyright texts use ideographic spaces (U+3000): compare them exactly, without collapsing white space. */
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe('footer', () => {
  for (const site of ['optics', 'ecology'] as const) {
    for (const lang of ['zh', 'en', 'ara'] as const) {
      it(`${site} (${lang}): copyright in the language, ICP record linking to linkAddress`, async () => {
        const config = footerConfig(site);
        await renderFooter(site, lang);
        const copyright = lang === 'zh' ? config.copyright : config.enCopyright || config.copyright;
        expect(within(theFooter()).getByText(copyright, exactly)).toBeTruthy();
        const other = lang === 'zh' ? config.enCopyright : config.copyright;
        expect(within(theFooter()).queryByText(other, exactly)).toBeNull();
        const icp = within(theFooter()).getByRole('link', { name: config.icp });
        expect(icp.getAttribute('href')).toBe(config.linkAddress);
      });
    }
  }

  it('falls back to the Chinese copyright on an English page when enCopyright is empty', async () => {
    const config = footerConfig('ecology');
    await renderFooter('ecology', 'en', { enCopyright: '' });
    expect(within(theFooter()).getByText(config.copyright, exactly)).toBeTruthy();
  });

  it('optics: the public-security record links to picpLink', async () => {
    const config = footerConfig('optics');
    await renderFooter('optics', 'zh');
    const picp = within(theFooter()).getByRole('link', { name: config.picp });
    expect(picp.getAttribute('href')).toBe(config.picpLink);
  });

  it('ecology: no public-security record when none is configured', async () => {
    await renderFooter('ecology', 'zh');
    expect(within(theFooter()).getAllByRole('link').map((link) => link.textContent)).toEqual([footerConfig('ecology').icp]);
    expect(within(theFooter()).queryByText(/公网安备/)).toBeNull();
  });

  it('shows a record without a link as plain text', async () => {
    await renderFooter('optics', 'en', { linkAddress: '', picpLink: '' });
    const config = footerConfig('optics');
    expect(within(theFooter()).getByText(config.icp).closest('a')).toBeNull();
    expect(within(theFooter()).getByText(config.picp).closest('a')).toBeNull();
  });

  it('optics (friendship links on): lists them with English names on an English page', async () => {
    const config = footerConfig('optics');
    expect(config.showFriendshipLinks).toBe(1);
    await renderFooter('optics', 'en');
    const nav = within(theFooter()).getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(config.friendshipLinks.map((link) => link.enName));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(config.friendshipLinks.map((link) => link.url));
  });

  it('optics (friendship links on): Chinese names on a Chinese page', async () => {
    const config = footerConfig('optics');
    await renderFooter('optics', 'zh');
    const nav = within(theFooter()).getByRole('navigation', { name: '友情链接' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(config.friendshipLinks.map((link) => link.name));
  });

  it('ecology (friendship links off): no friendship links', async () => {
    expect(footerConfig('ecology').showFriendshipLinks).toBe(0);
    await renderFooter('ecology', 'en');
    expect(within(theFooter()).queryByRole('navigation')).toBeNull();
  });

  it('friendship links stay hidden while the switch is off, even when links are configured', async () => {
    await renderFooter('ecology', 'en', { friendshipLinks: footerConfig('optics').friendshipLinks });
    expect(within(theFooter()).queryByRole('navigation')).toBeNull();
    expect(within(theFooter()).queryByText('Photonics Open Data Centre')).toBeNull();
  });

  for (const site of ['optics', 'ecology'] as const) {
    it(`${site}: every external link opens in a new tab with rel noopener`, async () => {
      await renderFooter(site, 'en');
      const links = within(theFooter()).getAllByRole('link');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener');
      }
    });
  }

  it('renders hostile footer texts as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">© 2024';
    const { container } = await renderFooter('optics', 'en', { enCopyright: hostile, icp: '<b>ICP</b>' });
    expect(within(theFooter()).getByText(hostile)).toBeTruthy();
    expect(within(theFooter()).getByRole('link', { name: '<b>ICP</b>' })).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
  });
});
