import { deskItem } from '../desk/desk-kinds.ts';
import { currentIssueBody, deskIssueParams, issueContents, issueOrderBody, promoteArticleBody } from '../desk/issue-desk-api.ts';
import { endpoint, envelopeOf } from './endpoint.ts';

const tag = 'desk';
const desk = '/rc-pub/admin/sites/:sld/desk';

/**
 * The desk's work on issues (issue 19, item 3): an issue's table of contents and its order, the journal's current
 * issue, and an Online First article moved into an issue. Editors of the site and above; writes need the session's
 * CSRF token, and each is audited.
 */
export const deskIssueEndpoints = {
  deskIssueContents: endpoint({
    method: 'GET',
    path: `${desk}/issue/:id/contents`,
    tag,
    summary: "The issue's articles (published or not) in their table-of-contents order within each column.",
    params: deskIssueParams,
    reply: envelopeOf(issueContents),
  }),
  deskIssueReorder: endpoint({
    method: 'POST',
    path: `${desk}/issue/:id/contents`,
    tag,
    summary: "Saves the order of the issue's articles (readers see it at once); a list that is not the issue's articles as they are now: 409 with the contents as they are.",
    params: deskIssueParams,
    body: issueOrderBody,
    reply: envelopeOf(issueContents),
  }),
  deskCurrentIssue: endpoint({
    method: 'POST',
    path: `${desk}/journal/:id/current-issue`,
    tag,
    summary: 'Names the issue readers see as the journal\'s current one (null: the newest); answers the journal.',
    params: deskIssueParams,
    body: currentIssueBody,
    reply: envelopeOf(deskItem),
  }),
  deskPromoteArticle: endpoint({
    method: 'POST',
    path: `${desk}/article/:id/promote`,
    tag,
    summary: 'Moves an Online First article into an issue and a column, keeping its id and DOI; a published one is in the issue\'s table of contents at once.',
    params: deskIssueParams,
    body: promoteArticleBody,
    reply: envelopeOf(deskItem),
  }),
} as const;
