import { renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePage } from '../../schemas/content/article-page.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig } from './helpers.ts';

/**
 * The files folder failing under a running server (docs/deploy.md: a shared folder gone): a package file answers 503
 * with a plain message — not a 500, and not a 404 that a browser or a crawler would take for the file's absence —
 * while the article itself still serves; once the folder is back, so is the file. The failure is made with a folder
 * that is a symbolic link to itself (ELOOP), which no user, root included, can read through.
 */
const optics = readConfig('optics', 'site.json').siteId as number;
const doi = '10.5555/masthead.figures.1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'off' });
});
afterAll(async () => {
  await server?.close();
});

const articleData = async () => {
  const { http, body } = await server.get(`/rc-pub/front/front-article/getHtml?siteId=${optics}&doi=${encodeURIComponent(doi)}`);
  expect(http).toBe(200);
  return body.data as ArticlePage;
};

describe('a files folder that fails', () => {
  it('answers 503 for its files while the article serves, and serves them again once it is back', async () => {
    const { article, assets } = await articleData();
    const figure = assets.fig2!.url;
    const before = await fetch(`${server.url}${figure}`);
    expect(before.status).toBe(200);
    const bytes = Buffer.from(await before.arrayBuffer());

    const folder = join(server.filesDir, String(article.id));
    renameSync(folder, `${folder}.away`);
    symlinkSync(folder, folder);
    try {
      const response = await fetch(`${server.url}${figure}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 50310, message: 'The file store is unavailable; try again later' });
      expect((await articleData()).article.id).toBe(article.id);
    } finally {
      rmSync(folder);
      renameSync(`${folder}.away`, folder);
    }

    const back = await fetch(`${server.url}${figure}`);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await back.arrayBuffer()).equals(bytes)).toBe(true);
    // Last, a reply sent whole: the connection a streamed file left is idle when the server closes.
    expect((await articleData()).article.id).toBe(article.id);
  });
});
