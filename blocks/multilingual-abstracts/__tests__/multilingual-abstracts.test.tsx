// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { asPage } from '../../../kits/home/__tests__/fixtures.ts';
import { never, seedOf, uiText, unreachable } from '../../../kits/news/__tests__/fixtures.ts';
import multilingualAbstracts from '../index.ts';

const path = '/rc-pub/front/front-article/multilingual';
const optics = seedOf('optics');
const bilingual = optics.articles
  .filter((article) => article.language !== 'en' && article.abstract && article.enAbstract)
  .slice(0, 3)
  .map((article) => ({ ...article, columnName: '', enColumnName: '', abstractLanguages: ['zh', 'en'] }));

describe('multilingual abstracts (multilingualAbstracts, /newLeaguage)', () => {
  it('lists each article with a link and its abstract in each language, named in the reader’s language', async () => {
    const { requests } = await renderBlock(multilingualAbstracts, { code: 'multilingualAbstracts', props: { page: '0' } }, { bootstrap: sampleBootstrap('optics'), get: () => asPage(bilingual) });
    expect(await screen.findByRole('heading', { level: 1, name: uiText('en', 'news.multilingual.heading') })).toBeTruthy();
    expect(requests).toEqual([{ path, query: { page: 0, size: 20 } }]);
    const first = bilingual[0]!;
    const item = screen.getByRole('link', { name: first.enTitle }).closest('li')!;
    expect(within(item).getByRole('link', { name: first.enTitle }).getAttribute('href')).toBe(`/en/article/${first.id}/`);
    const names = new Intl.DisplayNames(['en'], { type: 'language' });
    const terms = [...item.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['zh-CN', 'en'].map((tag) => uiText('en', 'news.multilingual.abstractIn').replace('{{language}}', names.of(tag)!)));
    const abstracts = [...item.querySelectorAll('dd')];
    expect(abstracts.map((entry) => [entry.getAttribute('lang'), entry.textContent])).toEqual([
      ['zh-CN', first.abstract],
      ['en', first.enAbstract],
    ]);
  });

  it('says "No data" when no article has abstracts in several languages', async () => {
    await renderBlock(multilingualAbstracts, { code: 'multilingualAbstracts' }, { bootstrap: sampleBootstrap('ecology'), get: () => asPage([]) });
    expect((await screen.findByRole('status')).textContent).toBe(uiText('en', 'common.noData'));
  });

  it('is loading, then says "Data acquisition failed" when the API fails', async () => {
    const { container } = await renderBlock(multilingualAbstracts, { code: 'multilingualAbstracts' }, { bootstrap: sampleBootstrap('optics'), get: never });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    await renderBlock(multilingualAbstracts, { code: 'multilingualAbstracts' }, { bootstrap: sampleBootstrap('optics'), get: (requestPath) => Promise.reject(unreachable(requestPath)) });
    expect((await screen.findByRole('alert')).textContent).toContain(uiText('en', 'common.dataFailed'));
  });
});
