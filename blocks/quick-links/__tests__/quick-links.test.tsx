// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleDescriptor } from '../../../schemas/module-list.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import quickLinks from '../index.ts';

afterEach(cleanup);

const quick = moduleDescriptor.parse(
  (JSON.parse(readFileSync('site-configs/optics/modules.json', 'utf8')).home as { code: string }[]).find((module) => module.code === 'quick'),
);

describe('quick links', () => {
  it('lists the entries in English with icons and links', async () => {
    await renderBlock(quickLinks, quick, { bootstrap: sampleBootstrap('optics') });
    const section = screen.getByRole('region', { name: 'Quick Links' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/optics/authors/guide/',
      'https://submit.optics-frontier.example.org/',
      '/newLink1',
      '/optics/issues/',
    ]);
    expect(links[0]?.textContent).toBe('Guide for Authors');
    expect(links[0]?.querySelector('img')?.getAttribute('src')).toBe('/assets/optics/icons/guide.svg');
    expect(links[0]?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
  });

  it('opens external links in a new tab without giving them the opener; internal ones stay', async () => {
    await renderBlock(quickLinks, quick, { bootstrap: sampleBootstrap('optics') });
    const external = screen.getByRole('link', { name: 'Submit a Manuscript (opens in a new tab)' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(external.textContent).toBe('Submit a Manuscript (opens in a new tab)');
    const internal = screen.getByRole('link', { name: 'Past Issues' });
    expect(internal.getAttribute('target')).toBeNull();
    expect(internal.getAttribute('rel')).toBeNull();
  });

  it('uses the Chinese names on a Chinese page', async () => {
    await renderBlock(quickLinks, quick, { bootstrap: sampleBootstrap('optics'), lang: 'zh' });
    expect(screen.getByRole('heading', { level: 2, name: '快捷入口' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['投稿须知', '在线投稿 （在新标签页中打开）', '论文模板', '过刊浏览']);
  });

  it('shows No data without entries, and the i18n title without a module name', async () => {
    await renderBlock(quickLinks, { code: 'quick', props: {} }, { bootstrap: sampleBootstrap('optics') });
    expect(screen.getByRole('heading', { level: 2, name: 'Quick links' })).toBeTruthy();
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('shows an entry without a link as text, and refuses script links', async () => {
    await renderBlock(quickLinks, { code: 'quick', props: { entries: [{ name: '说明', enName: 'Notes' }] } }, { bootstrap: sampleBootstrap('optics') });
    expect(screen.getByText('Notes')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    const { container } = await renderBlock(quickLinks, { code: 'quick', props: { entries: [{ name: 'x', link: 'javascript:alert(1)' }] } }, { bootstrap: sampleBootstrap('optics') });
    expect(container.textContent).toBe('');
  });

  it('shows hostile names as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = await renderBlock(quickLinks, { code: 'quick', enName: hostile, props: { entries: [{ name: hostile, enName: hostile, link: '/a/' }] } }, { bootstrap: sampleBootstrap('optics') });
    expect(screen.getByRole('heading', { name: hostile })).toBeTruthy();
    expect(screen.getByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
