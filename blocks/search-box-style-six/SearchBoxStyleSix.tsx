import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { SearchBoxForm } from '../../runtime/search/search-box-form.tsx';
import { searchBoxHeading, searchBoxOf } from '../../kits/search/search-box-parts.ts';
import { searchSubmissionKit } from '../../kits/search/search-submission-kit.ts';
import type { SearchBoxStyleSixData, SearchBoxStyleSixProps } from './contract.ts';
import { styleSixIds } from './index.ts';
import { StatisticsStrip } from './StatisticsStrip.tsx';

const section = css`
  max-width: var(--mh-content-width, 1200px);
  margin: 24px auto;
  padding: 20px 16px;
  border: 1px solid var(--mh-border, #d8dee4);
  border-radius: var(--mh-radius, 6px);
  background: var(--mh-surface, #fff);
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
    color: var(--mh-primary);
  }
  .mh-search-types .mh-search-choice {
    border: 1px solid var(--mh-border, #d8dee4);
    padding-inline: 12px;
  }
  .mh-search-statistics {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
    gap: 8px;
    margin: 16px 0 0;
    padding-top: 12px;
    border-top: 1px solid var(--mh-border, #d8dee4);
  }
  .mh-search-statistics > div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    text-align: center;
  }
  .mh-search-statistics dt {
    font-size: 0.875rem;
    color: var(--mh-muted, #59636e);
  }
  .mh-search-statistics dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
    color: var(--mh-primary);
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 599px) {
    margin: 12px 8px;
    padding: 12px;
    .mh-search-statistics {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`;

export default function SearchBoxStyleSix({ props, data, module }: BlockComponentProps<SearchBoxStyleSixProps, SearchBoxStyleSixData>) {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const headingId = useId();
  const { box, hasChoices } = searchBoxOf(bootstrap, lang, { boxId: props.boxId, module, styleIds: styleSixIds });
  const heading = searchBoxHeading(box, module, lang, t('blocks.searchBox'));

  return (
    <section css={section} aria-labelledby={headingId} data-block="search-box-style-six" data-search-style={module.styleId}>
      <h2 id={headingId}>{heading}</h2>
      {hasChoices ? <SearchBoxForm box={box} styleId={module.styleId} submission={searchSubmissionKit} className="mh-search-form" /> : <p>{t('common.noData')}</p>}
      {data.counts && props.statistics.length > 0 ? <StatisticsStrip counts={data.counts} items={props.statistics} /> : null}
    </section>
  );
}
