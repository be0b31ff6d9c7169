// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { articleRows, asPage, distinct, hostile, sampleModule, sampleModules } from '../../../kits/home/__tests__/fixtures.ts';
import onlineFirst from '../index.ts';
import { onlineFirstProps } from '../contract.ts';

afterEach(cleanup);

const path = '/rc-pub/front/front-article/list';
const opticsOnlineFirst = () => articleRows('optics', (article) => article.firstStatus >= 1);

describe('online first (onlineFirst)', () => {
  it('lists Online First articles in English with links to them and to all of them', async () => {
    const articles = opticsOnlineFirst();
    const { requests } = await renderBlock(onlineFirst, sampleModule('optics', 'onlineFirst'), {
      bootstrap: sampleBootstrap('optics'),
      get: () => asPage(articles, 6),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Online First' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { status: 'onlineFirst', size: 6 } }]);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(articles.length);
    for (const [index, article] of articles.entries()) {
      expect(within(items[index]!).getByRole('link', { name: article.enTitle }).getAttribute('href')).toBe(`/en/article/${article.id}/`);
    }
    expect(screen.getByRole('link', { name: /^More/ }).getAttribute('href')).toBe('/en/onlineFirst/');
  });

  it('lists them in Chinese on a site route', async () => {
    const articles = opticsOnlineFirst();
    await renderBlock(onlineFirst, sampleModule('optics', 'onlineFirst'), {
      bootstrap: sampleBootstrap('optics'),
      lang: 'zh',
      url: 'http://localhost/optics/zh/home/',
      get: () => asPage(articles, 6),
    });
    expect(await screen.findByRole('heading', { level: 2, name: '网络首发' })).toBeTruthy();
    expect(screen.getByRole('link', { name: articles[0]!.title }).getAttribute('href')).toBe(`/optics/zh/article/${articles[0]!.id}/`);
    expect(screen.getByRole('link', { name: /^更多/ }).getAttribute('href')).toBe('/optics/zh/onlineFirst/');
  });

  it('falls back to the block title when the module has no name in the language, and to the Chinese title when there is no English one', async () => {
    const [article] = opticsOnlineFirst();
    await renderBlock(
      onlineFirst,
      { code: 'onlineFirst', name: '网络首发', enName: '', props: {} },
      { bootstrap: sampleBootstrap('optics'), lang: 'ru', get: () => asPage([{ ...article!, enTitle: '' }]) },
    );
    expect(await screen.findByRole('heading', { level: 2, name: bundledI18n('ru').t('blocks.onlineFirst') })).toBeTruthy();
    // A Chinese title on a Russian page says which language it is in.
    expect(screen.getByRole('link', { name: article!.title }).getAttribute('lang')).toBe('zh-CN');
  });

  it('shows "No data" when there are none', async () => {
    await renderBlock(onlineFirst, sampleModule('optics', 'onlineFirst'), { bootstrap: sampleBootstrap('optics'), get: () => asPage([]) });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders a hostile title as text', async () => {
    const [article] = opticsOnlineFirst();
    const { container } = await renderBlock(onlineFirst, sampleModule('optics', 'onlineFirst'), {
      bootstrap: sampleBootstrap('optics'),
      get: () => asPage([{ ...article!, title: hostile, enTitle: hostile }]),
    });
    expect(await screen.findByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('accepts the props of the sample sites, with defaults', () => {
    for (const { module } of sampleModules('onlineFirst')) expect(onlineFirstProps.safeParse(module.props).success).toBe(true);
    expect(onlineFirstProps.parse({})).toEqual({ limit: 6 });
    expect(onlineFirstProps.parse({ limit: '8' })).toEqual({ limit: 8 });
    expect(onlineFirstProps.safeParse({ limit: 500 }).success).toBe(false);
  });
});
