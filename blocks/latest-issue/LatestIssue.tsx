import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import type { Period } from '../../schemas/period.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { ArticleList } from '../../kits/home/ArticleList.tsx';
import { EmptyState, HomeSection } from '../../kits/home/HomeSection.tsx';
import { moduleHeading } from '../../kits/home/localize.ts';
import { picture } from '../../kits/home/styles.ts';
import type { LatestIssueProps } from './contract.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const layout = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 24px;
  align-items: flex-start;
`;

const coverFigure = css`
  flex: 0 1 180px;
  min-width: 120px;
  margin: 0;
`;

const contents = css`
  flex: 1 1 320px;
  min-width: 0;
`;

const cardsBelow = css`
  margin-top: 16px;
`;

const issueLine = css`
  margin: 0 0 8px;
  font-weight: 600;
  color: var(--mh-primary);
`;

/** "2025, Vol. 45, No. 10": the volume is left out when the issue has none. */
function useIssueLabel(period: Period): string {
  const { t } = useTranslation();
  return period.periods.trim() === ''
    ? t('blocks.issueLabelNoVolume', { year: period.year, issue: period.issue })
    : t('blocks.issueLabel', { year: period.year, volume: period.periods, issue: period.issue });
}

function Issue({ period, articles, props, cards }: { period: Period; articles: ArticleSummary[]; props: LatestIssueProps; cards: boolean }) {
  const { t } = useTranslation();
  const { prefix, bootstrap } = usePage();
  const label = useIssueLabel(period);
  const issueHref = screenHref(prefix, 'issue', { year: period.year, issue: period.issue });
  const showPages = props.showPages ?? bootstrap.publication.showPages;
  const list = (
    <ArticleList
      articles={articles}
      layout={cards ? 'cards' : 'list'}
      showPages={showPages}
      showAbstract={props.showAbstract}
      showColumn
      showDoi={cards && bootstrap.publication.showDoi}
    />
  );
  const cover =
    props.showCover && period.coverUrl !== '' ? (
      <figure css={coverFigure}>
        <img css={picture('3 / 4')} src={period.coverUrl} alt={t('blocks.coverOf', { label })} loading="lazy" decoding="async" />
      </figure>
    ) : null;
  return (
    <>
      <div css={layout}>
        {cover}
        <div css={contents}>
          <p css={issueLine}>
            <a href={issueHref}>{label}</a>
          </p>
          {cards ? null : list}
        </div>
      </div>
      {cards ? <div css={cardsBelow}>{list}</div> : null}
    </>
  );
}

export default function LatestIssue({ props, data, module }: BlockComponentProps<LatestIssueProps, Page<ArticleSummary>>) {
  const { t } = useTranslation();
  const { lang, prefix, bootstrap } = usePage();
  const period = bootstrap.latestPeriods[0];
  const heading = moduleHeading(module, lang, t('blocks.latestIssue'));
  const moreHref = period ? screenHref(prefix, 'issue', { year: period.year, issue: period.issue }) : undefined;
  return (
    <HomeSection block="latest-issue" heading={heading} moreHref={moreHref}>
      {period ? <Issue period={period} articles={data.content} props={props} cards={module.styleId === 2} /> : <EmptyState />}
    </HomeSection>
  );
}
