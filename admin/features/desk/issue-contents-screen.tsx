import { deskListQuery } from '../../../schemas/desk/desk-api.ts';
import type { DeskItem, DeskItemOf } from '../../../schemas/desk/desk-kinds.ts';
import { AdminLink } from '../../kits/navigation/admin-link.tsx';
import { adminHref } from '../../kits/navigation/admin-routes.ts';
import { Empty, LoadError, Loading } from '../../kits/ui/load-states.tsx';
import { PageHeading } from '../../kits/ui/page-heading.tsx';
import { contentsOrder } from './contents-order.ts';
import { statusNames, titleOf } from './desk-kind-text.ts';
import { optionsLimit, useDeskItem, useDeskList } from './use-desk.ts';

const isArticle = (item: DeskItem): item is DeskItemOf<'article'> => item.kind === 'article';
const isColumn = (item: DeskItem): item is DeskItemOf<'column'> => item.kind === 'column';

/** The most articles one issue's table of contents lists here (the desk's page size). */
const contentsLimit = 200;

/** An issue's table of contents on the desk: its articles (published or not) grouped by column. */
export function IssueContentsScreen({ sld, id }: { sld: string; id: number }) {
  const issue = useDeskItem(sld, 'issue', id);
  const journalId = issue.data?.kind === 'issue' ? Number(issue.data.data.publicationId) : undefined;
  const articles = useDeskList(sld, 'article', deskListQuery.parse({ issueId: id, size: contentsLimit }));
  const columns = useDeskList(sld, 'column', deskListQuery.parse({ journalId, size: optionsLimit }));

  if (issue.isPending) return <Loading what="the issue" />;
  if (issue.isError) return <LoadError error={issue.error} onRetry={() => void issue.refetch()} />;
  const title = titleOf(issue.data);
  const failed = articles.error ?? columns.error;

  return (
    <>
      <PageHeading title={`Contents of ${title}`}>Table of contents: {title}</PageHeading>
      <p>
        <AdminLink href={adminHref('deskItem', { sld, kind: 'issue', id })}>Edit the issue</AdminLink> ·{' '}
        <AdminLink href={adminHref('desk', { sld, kind: 'article' }, { issueId: id, journalId })}>Its articles in the list</AdminLink> ·{' '}
        <AdminLink href={adminHref('deskUpload', { sld }, { journalId, issueId: id })}>Upload articles into this issue</AdminLink>
      </p>
      {failed ? (
        <LoadError error={failed} onRetry={() => void Promise.all([articles.refetch(), columns.refetch()])} />
      ) : !articles.data || !columns.data ? (
        <Loading what="the table of contents" />
      ) : articles.data.items.length === 0 ? (
        <Empty>No article is in this issue yet: give an article this issue on its form.</Empty>
      ) : (
        contentsOrder(articles.data.items.filter(isArticle), columns.data.items.filter(isColumn)).map(({ column, articles: inColumn }) => (
          <section key={column?.id ?? 'none'} className="contents-section" aria-labelledby={`column-${column?.id ?? 'none'}`}>
            <h2 id={`column-${column?.id ?? 'none'}`}>{column ? titleOf(column) : 'In no column'}</h2>
            <ol className="contents">
              {inColumn.map((article) => (
                <li key={article.id}>
                  <AdminLink href={adminHref('deskItem', { sld, kind: 'article', id: article.id })}>{titleOf(article)}</AdminLink>
                  <span className="contents-meta">
                    {article.data.firstPageNum ? ` pp. ${article.data.firstPageNum}${article.data.lastPageNum ? `–${article.data.lastPageNum}` : ''} ·` : ''} {statusNames[article.status]}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
    </>
  );
}
