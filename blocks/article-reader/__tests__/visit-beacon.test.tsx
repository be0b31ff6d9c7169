// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import behaviour from '../behaviour.ts';
import articleReader from '../index.ts';

let undo: (() => void) | void;
afterEach(() => {
  undo?.();
  undo = undefined;
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reading count', () => {
  it("counts the reading once, at the article's visit address with the site", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const article = { id: 42, publicationId: 1, year: 2024, title: 'A title', language: 'en', pdfUrl: '', url: '' };
    const { container } = await renderBlock(articleReader, { code: 'articleReader', props: { articleId: 42 } }, {
      bootstrap: sampleBootstrap('ecology'),
      url: 'http://localhost/ecology/en/article/42',
      get: () => ({ article, content: null, assets: {}, access: { read: true, download: false, signedIn: false } }),
    });
    await screen.findByRole('article');
    undo = behaviour(container);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/rc-pub/front/front-article/42?siteId=102', { keepalive: true, credentials: 'same-origin' });
  });
});
