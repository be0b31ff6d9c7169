import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { SearchBoxForm } from '../../runtime/search/search-box-form.tsx';
import { searchBoxHeading, searchBoxOf } from '../../kits/search/search-box-parts.ts';
import { searchSubmissionKit } from '../../kits/search/search-submission-kit.ts';
import type { SearchBoxStyleFourProps } from './contract.ts';
import { styleFourIds } from './index.ts';

const section = css`
  max-width: 760px;
  margin: 16px auto;
  padding: 0 16px;
  .mh-search-form {
    gap: 6px;
  }
  .mh-search-row {
    border-width: 1px;
  }
  .mh-search-row input[type='search'],
  .mh-search-row select,
  .mh-search-row button {
    min-height: 40px;
  }
  .mh-search-row select {
    max-width: 30%;
  }
  .mh-search-row button {
    padding: 0 16px;
  }
  .mh-search-extra {
    font-size: 0.875rem;
  }
  .mh-search-choice {
    min-height: 28px;
  }
  @media (max-width: 599px) {
    padding: 0 8px;
    .mh-search-row select {
      max-width: none;
    }
  }
`;

export default function SearchBoxStyleFour({ props, module }: BlockComponentProps<SearchBoxStyleFourProps>) {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const headingId = useId();
  const { box, hasChoices } = searchBoxOf(bootstrap, lang, { boxId: props.boxId, module, styleIds: styleFourIds });
  const heading = searchBoxHeading(box, module, lang, t('blocks.searchBox'));

  return (
    <section css={section} aria-labelledby={headingId} data-block="search-box-style-four" data-search-style={module.styleId}>
      {/* Compact: the box speaks for itself; the heading names the region for assistive technology. */}
      <h2 id={headingId} className="mh-visually-hidden">
        {heading}
      </h2>
      {hasChoices ? (
        <SearchBoxForm box={box} styleId={module.styleId} submission={searchSubmissionKit} resourceControl="select" className="mh-search-form" />
      ) : (
        <p>{t('common.noData')}</p>
      )}
    </section>
  );
}
