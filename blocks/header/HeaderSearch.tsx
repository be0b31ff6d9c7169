import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { SearchBoxForm } from '../../runtime/search/search-box-form.tsx';
import { headerSearchStyleId } from '../../runtime/search/search-target.ts';
import { searchSubmissionKit } from '../../kits/search/search-submission-kit.ts';

const popup = css`
  max-width: var(--mh-content-width);
  margin: 0 auto;
`;

/**
 * The header's search popup: the same form and submission as the page's search boxes (spec §4: the empty-keyword
 * alert, the analyze call, stored search state, results in a new tab), over the header's resource types when its
 * resource search is on (header config resourceSearch, resourceType) and every open type otherwise.
 */
export function HeaderSearch({ inputId }: { inputId: string }) {
  const { t } = useTranslation();
  const { header } = usePage().bootstrap;
  const box = { updateResourceWay: header.resourceSearch ? header.resourceType : [], subPoolList: [] };
  return (
    <div css={popup}>
      <SearchBoxForm box={box} styleId={headerSearchStyleId} submission={searchSubmissionKit} resourceControl="select" showAdvancedLink={header.advSearch} keywordInputId={inputId} label={t('a11y.siteSearch')} />
    </div>
  );
}
