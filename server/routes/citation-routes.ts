import type { FastifyInstance, FastifyRequest } from 'fastify';
import { articleEndpoints as endpoints } from '../../schemas/api/article-endpoints.ts';
import type { ArticleCitations, CitationFileType } from '../../schemas/content/article-citation.ts';
import type { AppContext } from '../app-context.ts';
import { articleCitationItem } from '../citations/article-citation-item.ts';
import type { CslItem } from '../citations/article-csl.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

// citation-js takes a quarter of a second to load: the server starts without it and loads it with the first citation.
const citationFormatter = () => import('../citations/format-citation.ts').then((module) => module.formatCitation);

/** How each download travels: media type and file name ending. */
const downloads: Record<CitationFileType, { contentType: string; ending: string }> = {
  ris: { contentType: 'application/x-research-info-systems', ending: '.ris' },
  bibtex: { contentType: 'application/x-bibtex', ending: '.bib' },
  enw: { contentType: 'application/x-endnote-refer', ending: '.enw' },
  apa: { contentType: 'text/plain', ending: '-apa.txt' },
  vancouver: { contentType: 'text/plain', ending: '-vancouver.txt' },
  gbt7714: { contentType: 'text/plain', ending: '-gbt7714.txt' },
};

/** A file name from the DOI (`10.3788_OF202545.1001001.ris`), else the article id (`article-10001.ris`). */
function fileName(item: CslItem, articleId: number, type: CitationFileType): string {
  const stem = item.DOI ? item.DOI.replace(/[^A-Za-z0-9._-]+/g, '_') : `article-${articleId}`;
  return `${stem}${downloads[type].ending}`;
}

/** "Cite this article" (spec §7 `front-article/downloadCitation`): the article's reference to copy or download. */
export function registerCitationRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  const citationItem = async (request: FastifyRequest, id: number) => {
    const config = servingSite(request, store);
    const siteIds = contentSites(config, store).map(({ site }) => site.siteId);
    const item = await articleCitationItem(db, siteIds, id);
    if (!item) throw ApiError.notFound(`article ${id} is not part of this site`);
    return item;
  };

  route(app, endpoints.articleCitation, async (request, { query: { id } }) => {
    const item = await citationItem(request, id);
    const formatCitation = await citationFormatter();
    const citations: ArticleCitations = { apa: formatCitation(item, 'apa'), vancouver: formatCitation(item, 'vancouver'), gbt7714: formatCitation(item, 'gbt7714') };
    return ok(citations);
  });

  route(app, endpoints.downloadCitation, async (request, { query: { id, type } }, reply) => {
    const item = await citationItem(request, id);
    const formatCitation = await citationFormatter();
    return reply
      .type(`${downloads[type].contentType}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="${fileName(item, id, type)}"`)
      .send(formatCitation(item, type));
  });
}
