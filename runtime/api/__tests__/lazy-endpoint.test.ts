import { describe, expect, it } from 'vitest';
import { articleEndpoints } from '../../../schemas/api/article-endpoints.ts';
import { lazyEndpoint } from '../lazy-endpoint.ts';

describe('lazyEndpoint', () => {
  it('loads the entry it names from its area, and is named by its operation id', async () => {
    let loads = 0;
    const citation = lazyEndpoint(async () => {
      loads += 1;
      return articleEndpoints;
    }, 'articleCitation');
    expect(citation.name).toBe('articleCitation');
    expect(loads).toBe(0);
    expect(await citation.load()).toBe(articleEndpoints.articleCitation);
  });
});
