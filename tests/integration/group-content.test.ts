import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed } from './helpers.ts';

/** A group site's lists cover its member sites together. */

const group = readConfig('sciencegroup', 'site.json');
const members = (group.members as string[]).map((sld) => ({ sld, seed: readSeed(sld), site: readConfig(sld, 'site.json') }));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('a group site', () => {
  it('answers the hot words of all its members, counts summed per word', async () => {
    const expected = new Map<string, number>();
    for (const { seed } of members) {
      for (const { word, count } of seed.hotWords as { word: string; count: number }[]) expected.set(word, (expected.get(word) ?? 0) + count);
    }
    const { body } = await server.get(`/rc-pub/front/hisSearch/hotWords?siteId=${group.siteId}&page=0&size=100`);
    const data = body.data as { content: { word: string; count: number }[]; totalElements: number };
    expect(data.totalElements).toBe(expected.size);
    expect(new Map(data.content.map(({ word, count }) => [word, count]))).toEqual(expected);
    const counts = data.content.map(({ count }) => count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers the experts of its members’ topics', async () => {
    const expected = members.reduce((sum, { seed }) => sum + (seed.experts as unknown[]).length, 0);
    const { body } = await server.get(`/rc-pub/front/expert/list?siteId=${group.siteId}&page=0&size=100`);
    const data = body.data as { content: { topicId: number }[]; totalElements: number };
    expect(data.totalElements).toBe(expected);
    expect(new Set(data.content.map(({ topicId }) => topicId))).toEqual(new Set(members.map(({ site }) => site.topicId)));
  });
});
