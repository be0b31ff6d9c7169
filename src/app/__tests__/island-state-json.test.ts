import { describe, expect, it } from 'vitest';
import { cataloguesFor } from '../../../runtime/i18n/bundled-catalogues.ts';
import { islandStateJson } from '../island-state-json.ts';

const queryState = (title: string) => ({ mutations: [], queries: [{ queryKey: ['news'], queryHash: '["news"]', state: { data: { title } } }] }) as never;

describe('the island state a page inlines', () => {
  it('reads back as the language’s UI text and the query cache entries, page after page', () => {
    for (const title of ['First', 'Second']) {
      expect(JSON.parse(islandStateJson('ara', queryState(title)))).toEqual({ i18n: cataloguesFor('ara'), queryState: JSON.parse(JSON.stringify(queryState(title))) });
    }
  });

  it('cannot close its script element, whatever the data says', () => {
    const json = islandStateJson('en', queryState('</script><script>alert(1)</script>'));
    expect(json).not.toContain('</script');
    expect(JSON.parse(json).queryState.queries[0].state.data.title).toBe('</script><script>alert(1)</script>');
  });
});
