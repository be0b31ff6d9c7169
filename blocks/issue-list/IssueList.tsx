import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Period, PeriodTree } from '../../schemas/period.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import { DataFailed } from '../../kits/screen/DataFailed.tsx';
import { formatDate } from '../../runtime/i18n/format.ts';
import { issueHref, issueLabel } from '../../kits/journal/issue-label.ts';
import type { Loaded } from '../../kits/journal/loaded.ts';
import { plainScreen } from '../../kits/screen/plain-screen.ts';
import type { IssueListProps } from './contract.ts';
import { issueListLayout } from './list-style.ts';

const years = css`
  section {
    margin: 0 0 24px;
  }
  h2 {
    margin: 0 0 12px;
    padding-bottom: 6px;
    font-size: 1.2rem;
    border-bottom: 2px solid var(--mh-bottom-line, var(--mh-primary));
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .mh-issue-title,
  .mh-issue-date {
    display: block;
    font-size: 0.875rem;
    color: var(--mh-muted);
  }
`;

const coverGrid = css`
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
    gap: 16px;
  }
  a {
    display: block;
    text-decoration: none;
    color: var(--mh-text);
  }
  a:hover .mh-issue-label,
  a:focus-visible .mh-issue-label {
    color: var(--mh-primary);
    text-decoration: underline;
  }
  img,
  .mh-no-cover {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    margin-bottom: 6px;
    border: 1px solid var(--mh-border);
    border-radius: calc(var(--mh-radius) - 2px);
    background: var(--mh-other, var(--mh-page));
  }
  .mh-issue-label {
    display: block;
    font-weight: 600;
  }
`;

const plainRows = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
  }
  li {
    padding: 6px 12px;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
  }
`;

/** The link's text names the issue, so its cover says nothing more (alt=""); an issue without one keeps its place. */
function Cover({ url }: { url: string }) {
  return url !== '' ? <img src={url} alt="" loading="lazy" decoding="async" /> : <span className="mh-no-cover" aria-hidden="true" />;
}

/** One issue: its label linking to its table of contents, its themed title and publish date when it has them. */
function IssueEntry({ period, withCover }: { period: Period; withCover: boolean }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const label = issueLabel(period, t);
  const title = localized(period.title, period.enTitle, lang);
  return (
    <li>
      <a href={issueHref(prefix, period)}>
        {withCover ? <Cover url={period.coverUrl} /> : null}
        <span className="mh-issue-label">{label}</span>
      </a>
      {title.text !== '' ? (
        <span className="mh-issue-title" lang={title.lang}>
          {title.text}
        </span>
      ) : null}
      {withCover && period.publishDate !== '' ? (
        <time className="mh-issue-date" dateTime={period.publishDate}>
          {formatDate(period.publishDate, lang)}
        </time>
      ) : null}
    </li>
  );
}

function YearOfIssues({ year, periods, withCover }: { year: number; periods: Period[]; withCover: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{year}</h2>
      <ul>
        {periods.map((period) => (
          <IssueEntry key={period.id} period={period} withCover={withCover} />
        ))}
      </ul>
    </section>
  );
}

/**
 * All issues of the journal (spec §2 `issues`), grouped by year, newest first, each linking to its table of contents:
 * as covers or as a compact list, by the publication config's `backIssueStyle`.
 */
export default function IssueList({ data }: BlockComponentProps<IssueListProps, Loaded<PeriodTree>>) {
  const { t } = useTranslation();
  const { bootstrap } = usePage();
  const headingId = useId();
  const layout = issueListLayout(bootstrap.publication.backIssueStyle);
  const content = () => {
    if (data.outcome === 'failed') return <DataFailed />;
    const groups = data.data.filter((group) => group.periods.length > 0);
    if (groups.length === 0) return <EmptyState />;
    return (
      <div css={[years, layout === 'covers' ? coverGrid : plainRows]} data-layout={layout}>
        {groups.map((group) => (
          <YearOfIssues key={group.year} year={group.year} periods={group.periods} withCover={layout === 'covers'} />
        ))}
      </div>
    );
  };
  return (
    <section css={plainScreen} aria-labelledby={headingId} data-block="issue-list">
      <h1 id={headingId}>{t('screens.titles.issues')}</h1>
      {content()}
    </section>
  );
}
