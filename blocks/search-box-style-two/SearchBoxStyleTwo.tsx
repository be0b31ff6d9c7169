import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { SearchBoxForm } from '../../runtime/search/search-box-form.tsx';
import { searchBoxHeading, searchBoxOf } from '../../kits/search/search-box-parts.ts';
import { searchSubmissionKit } from '../../kits/search/search-submission-kit.ts';
import type { SearchBoxStyleTwoProps } from './contract.ts';
import { styleTwoIds } from './index.ts';

const section = css`
  max-width: var(--mh-content-width, 1200px);
  margin: 24px auto;
  padding: 20px 16px 16px;
  h2 {
    margin: 0 0 14px;
    font-size: 1.25rem;
    text-align: center;
    color: var(--mh-primary);
  }
  .mh-search-form {
    max-width: 960px;
    margin: 0 auto;
  }
  .mh-search-row input[type='search'] {
    min-height: 52px;
    font-size: 1.0625rem;
  }
  @media (max-width: 599px) {
    margin: 12px auto;
    padding: 12px 8px;
    h2 {
      text-align: start;
    }
  }
`;

export default function SearchBoxStyleTwo({ props, module }: BlockComponentProps<SearchBoxStyleTwoProps>) {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const headingId = useId();
  const { box, hasChoices } = searchBoxOf(bootstrap, lang, { boxId: props.boxId, module, styleIds: styleTwoIds });
  const heading = searchBoxHeading(box, module, lang, t('blocks.searchBox'));

  return (
    <section css={section} aria-labelledby={headingId} data-block="search-box-style-two" data-search-style={module.styleId}>
      <h2 id={headingId}>{heading}</h2>
      {hasChoices ? (
        <SearchBoxForm box={box} styleId={module.styleId} submission={searchSubmissionKit} resourceControl="tabs" className="mh-search-form" />
      ) : (
        <p>{t('common.noData')}</p>
      )}
    </section>
  );
}
