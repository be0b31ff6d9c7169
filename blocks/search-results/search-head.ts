import type { HeadContext, PageHead } from '../../runtime/registry/page-head.ts';

/** Long queries are cut in the title (the page still searches all of it). */
const titleQueryLength = 80;

/**
 * A result page's head: `q – Search` (the shell adds the site), and no indexing (a search is not content) while its
 * links stay followable.
 */
export function searchHead(q: string, { t }: Pick<HeadContext, 't'>): PageHead {
  const query = q.trim().replace(/\s+/g, ' ');
  const shown = query.length > titleQueryLength ? `${query.slice(0, titleQueryLength - 1)}…` : query;
  const search = t('searchResults.title');
  return { title: shown ? `${shown} – ${search}` : search, elements: [{ tag: 'meta', name: 'robots', content: 'noindex,follow' }] };
}
