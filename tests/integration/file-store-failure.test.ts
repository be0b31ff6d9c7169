import { renameSync, rmSync, symlinkSync } from 'node:fs';
import { request } from 'node:http';
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

/** A GET on a connection of its own, closed after the reply: a streamed file's connection never outlives the test. */
function getAlone(url: string): Promise<{ status: number; type: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const articleData = async () => {
  const { http, body } = await server.get(`/rc-pub/front/front-article/getHtml?siteId=${optics}&doi=${encodeURIComponent(doi)}`);
  expect(http).toBe(200);
  return body.data as ArticlePage;
};

describe('a files folder that fails', () => {
  it('answers 503 for its files while the article serves, and serves them again once it is back', async () => {
    const { article, assets } = await articleData();
    const figure = assets.fig2!.url;
    const before = await getAlone(`${server.url}${figure}`);
    expect(before.status).toBe(200);
    const bytes = before.body;

    const folder = join(server.filesDir, String(article.id));
    renameSync(folder, `${folder}.away`);
    symlinkSync(folder, folder);
    try {
      const response = await getAlone(`${server.url}${figure}`);
      expect(response.status).toBe(503);
      expect(JSON.parse(response.body.toString('utf8'))).toEqual({ status: 50310, message: 'The file store is unavailable; try again later' });
      expect((await articleData()).article.id).toBe(article.id);
    } finally {
      rmSync(folder);
      renameSync(`${folder}.away`, folder);
    }

    const back = await getAlone(`${server.url}${figure}`);
    expect(back.status).toBe(200);
    expect(back.type).toBe('image/png');
    expect(back.body.equals(bytes)).toBe(true);
  });
});
