import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { deskListQuery } from '../../../schemas/desk/desk-api.ts';
import type { DeskItem, DeskItemOf } from '../../../schemas/desk/desk-kinds.ts';
import { issueContents } from '../../../schemas/desk/issue-desk-api.ts';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { AdminLink } from '../../kits/navigation/admin-link.tsx';
import { adminHref } from '../../kits/navigation/admin-routes.ts';
import { Empty, LoadError, Loading } from '../../kits/ui/load-states.tsx';
import { useNotice } from '../../kits/ui/notices.tsx';
import { PageHeading } from '../../kits/ui/page-heading.tsx';
import { contentsOrder, inOrder, moveArticle, orderOf, placeOf, type ContentsSection, type Move } from './contents-order.ts';
import { CurrentIssueControl } from './current-issue-control.tsx';
import { statusNames, titleOf } from './desk-kind-text.ts';
import { deskKeys } from './desk-keys.ts';
import { optionsLimit, useDeskItem, useDeskList } from './use-desk.ts';
import { useIssueContents, useIssueReorder } from './use-issue-desk.ts';

type Article = DeskItemOf<'article'>;
type Column = DeskItemOf<'column'>;

const isColumn = (item: DeskItem): item is DeskItemOf<'column'> => item.kind === 'column';

/** An issue's table of contents on the desk: its articles (published or not) under their columns, in readers' order, to reorder. */
export function IssueContentsScreen({ sld, id }: { sld: string; id: number }) {
  const issue = useDeskItem(sld, 'issue', id);
  const journalId = issue.data?.kind === 'issue' ? Number(issue.data.data.publicationId) : undefined;
  const contents = useIssueContents(sld, id);
  const columns = useDeskList(sld, 'column', deskListQuery.parse({ journalId, size: optionsLimit }));

  if (issue.isPending) return <Loading what="the issue" />;
  if (issue.isError) return <LoadError error={issue.error} onRetry={() => void issue.refetch()} />;
  const title = titleOf(issue.data);
  const failed = contents.error ?? columns.error;

  return (
    <>
      <PageHeading title={`Contents of ${title}`}>Table of contents: {title}</PageHeading>
      <div className="button-row">
        <AdminLink href={adminHref('deskItem', { sld, kind: 'issue', id })}>Edit the issue</AdminLink>
        <AdminLink href={adminHref('desk', { sld, kind: 'article' }, { issueId: id, journalId })}>Its articles in the list</AdminLink>
        <AdminLink href={adminHref('deskUpload', { sld }, { journalId, issueId: id })}>Upload articles into this issue</AdminLink>
        {issue.data.kind === 'issue' ? <CurrentIssueControl sld={sld} issue={issue.data} /> : null}
      </div>
      {failed ? (
        <LoadError error={failed} onRetry={() => void Promise.all([contents.refetch(), columns.refetch()])} />
      ) : !contents.data || !columns.data ? (
        <Loading what="the table of contents" />
      ) : contents.data.articles.length === 0 ? (
        <Empty>No article is in this issue yet: give an article this issue on its form, or move an Online First article into it.</Empty>
      ) : (
        <ContentsEditor sld={sld} issueId={id} articles={contents.data.articles} columns={columns.data.items.filter(isColumn)} published={issue.data.status === 'published'} />
      )}
    </>
  );
}

const buttonId = (articleId: number, move: Move) => `move-${articleId}-${move}`;
const sectionName = (section: ContentsSection) => (section.column ? titleOf(section.column) : 'In no column');
const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The order being edited: each move is kept, so the last can be undone until the order is saved. Moves are within a
 * column (readers group by column); focus stays on the moved article's button, and each move is announced.
 */
function ContentsEditor({ sld, issueId, articles, columns, published }: { sld: string; issueId: number; articles: Article[]; columns: Column[]; published: boolean }) {
  const queryClient = useQueryClient();
  const notice = useNotice();
  const reorder = useIssueReorder(sld, issueId);
  /** The order after each move not yet saved; the last is the one shown. */
  const [moves, setMoves] = useState<number[][]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const focusNext = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (focusNext.current === undefined) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const edited = moves.at(-1);
  const sections = contentsOrder(edited ? inOrder(articles, edited) : articles, columns);
  const order = orderOf(sections);
  const changed = !sameOrder(order, orderOf(contentsOrder(articles, columns)));
  const busy = reorder.isPending;
  const cannotUndo = moves.length === 0 || busy;

  const move = (article: Article, direction: Move) => {
    const next = moveArticle(sections, article.id, direction);
    if (!next) return;
    const place = placeOf(contentsOrder(inOrder(articles, next), columns), article.id)!;
    const atEnd = direction === 'up' ? place.index === 0 : place.index === place.section.articles.length - 1;
    focusNext.current = buttonId(article.id, atEnd ? (direction === 'up' ? 'down' : 'up') : direction);
    setMoves((before) => [...before, next]);
    setProblem(undefined);
    setAnnouncement(`${titleOf(article)}: moved ${direction}, ${place.index + 1} of ${place.section.articles.length} in ${sectionName(place.section)}.`);
  };

  const undo = () => {
    setMoves((before) => before.slice(0, -1));
    setAnnouncement('The last move is undone.');
  };

  const discard = () => {
    setMoves([]);
    setAnnouncement('Back to the saved order.');
  };

  const save = () => {
    setProblem(undefined);
    reorder.mutate(order, {
      onSuccess: () => {
        setMoves([]);
        notice.show({ message: published ? 'The order is saved: readers see it now.' : 'The order is saved: readers see it once the issue is published.' });
      },
      onError: (error) => {
        const found = apiProblemOf(error);
        const now = found.kind === 'conflict' ? issueContents.safeParse(found.data) : undefined;
        if (now?.success) {
          queryClient.setQueryData(deskKeys.contents(sld, issueId), now.data);
          setMoves([]);
          setProblem("Not saved: the issue's articles changed since you opened it. The table of contents below is as it is now; order it again.");
        } else setProblem(`Not saved: ${found.message}`);
      },
    });
  };

  return (
    <>
      <p className="hint">Readers see the articles under their columns&apos; headings, in this order. Move an article up or down within its column, then save the order.</p>
      <div className="button-row contents-actions">
        <button type="button" className="primary" onClick={save} disabled={!changed || busy}>
          {busy ? 'Saving…' : 'Save the order'}
        </button>
        {/* aria-disabled, not disabled: the button keeps focus after the last undo. */}
        <button type="button" onClick={() => !cannotUndo && undo()} aria-disabled={cannotUndo}>
          Undo the last move
        </button>
        <button type="button" onClick={() => !cannotUndo && discard()} aria-disabled={cannotUndo}>
          Discard changes
        </button>
        {changed ? <span className="hint">Not saved yet.</span> : null}
      </div>
      {problem ? (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {sections.map((section) => {
        const headingId = `column-${section.column?.id ?? 'none'}`;
        return (
          <section key={section.column?.id ?? 'none'} className="contents-section" aria-labelledby={headingId}>
            <h2 id={headingId}>{sectionName(section)}</h2>
            <ol className="contents">
              {section.articles.map((article, index) => (
                <li key={article.id}>
                  <div className="contents-entry">
                    <span className="contents-title">
                      <AdminLink href={adminHref('deskItem', { sld, kind: 'article', id: article.id })}>{titleOf(article)}</AdminLink>
                      <span className="contents-meta">
                        {article.data.firstPageNum ? ` pp. ${article.data.firstPageNum}${article.data.lastPageNum ? `–${article.data.lastPageNum}` : ''} ·` : ''} {statusNames[article.status]}
                      </span>
                    </span>
                    <span className="move-buttons">
                      {/* Named with the title, so a reader of the button alone hears which article it moves; the visible words begin the name. */}
                      <button type="button" id={buttonId(article.id, 'up')} aria-label={`Move up: ${titleOf(article)}`} onClick={() => move(article, 'up')} disabled={index === 0 || busy}>
                        Move up
                      </button>
                      <button
                        type="button"
                        id={buttonId(article.id, 'down')}
                        aria-label={`Move down: ${titleOf(article)}`}
                        onClick={() => move(article, 'down')}
                        disabled={index === section.articles.length - 1 || busy}
                      >
                        Move down
                      </button>
                    </span>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}
