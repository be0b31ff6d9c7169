import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { catalogueEndpoints as endpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { findIssue, issueContents, type IssueKey } from '../content/issue-toc.ts';
import { journalOfSite } from '../content/periods.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/**
 * Year and issue come from page addresses (`/{lang}/issue/{year}/{issue}/`) anyone may type: whatever names no
 * issue is answered as not found (so the page is a 404), never as bad input: the table's query reads them as text.
 */
const yearPattern = /^\d{1,4}$/;
/** Longer than any issue as printed ("S1", "12", "Suppl. 2"). */
const maxIssueLength = 40;

type TocQuery = z.infer<typeof endpoints.issueToc.query>;

/** The issue the query names, or undefined when it can name none. */
function issueKeyOf({ periodId, year, issue }: TocQuery): IssueKey | undefined {
  if (periodId !== undefined) return { periodId };
  const blank = (value: string | undefined) => value === undefined || value === '';
  if (blank(year)) return blank(issue) ? { latest: true } : undefined;
  if (!yearPattern.test(year!) || (issue !== undefined && issue.length > maxIssueLength)) return undefined;
  return blank(issue) ? { year: Number(year) } : { year: Number(year), issue: issue! };
}

/** Issues and their tables of contents (the issue list itself is `front-period/getPeriodTree`). */
export function registerJournalRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  /**
   * `GET /rc-pub/front/front-period/toc?year=&issue=` (or `periodId=`): one issue of the site's journal and its
   * articles grouped by column. No year: the latest issue; a year alone: its latest issue.
   */
  route(app, endpoints.issueToc, async (request, { query }) => {
    const config = servingSite(request, store);
    const key = issueKeyOf(query);
    const described = query.periodId !== undefined ? `period ${query.periodId}` : `issue ${query.year ?? ''}/${query.issue ?? ''}`;
    if (!key) throw ApiError.notFound(`${described} is not part of this site`);
    const journalId = await journalOfSite(db, config.site.siteId, config.publication.publicationId);
    const period = journalId === undefined ? undefined : await findIssue(db, journalId, key);
    if (!period) {
      // A journal without issues yet has no latest issue: an empty table of contents, not a missing page.
      if ('latest' in key) return ok({ period: null, columns: [] });
      throw ApiError.notFound(`${described} is not part of this site`);
    }
    return ok(await issueContents(db, period, contentSites(config, store).map(({ site }) => site.siteId)));
  });
}
