import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { albumItemSorts, type AlbumItemSort, type AlbumTab } from '../../schemas/content/album-item-options.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { hrefWith } from '../../kits/paging/page-href.ts';

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 6px 12px;
  margin: 0 0 12px;
  font-size: 0.9rem;
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    margin: 0;
    padding: 0;
  }
  a[aria-current='true'] {
    font-weight: 600;
    color: var(--mh-text);
    text-decoration: none;
  }
`;

/**
 * The album sorts (spec §9: its own order, date, views, downloads, comments) as links to this page with `sort` set,
 * on the tab shown, from the first page: a sorted list has an address of its own and works without JavaScript.
 */
export function SortLinks({ tab, sort }: { tab: AlbumTab; sort: AlbumItemSort }) {
  const { t } = useTranslation();
  const { path, bootstrap } = usePage();
  // A site without comments (`aggregated.enableComment` off) offers no sorting by them.
  const offered = bootstrap.aggregated.enableComment ? albumItemSorts : albumItemSorts.filter((option) => option !== 'COMMENT_COUNT');
  const label = t('collections.sort.label');
  return (
    <nav css={bar} aria-label={label} className="mh-album-sort">
      <span aria-hidden="true">{label}</span>
      <ul>
        {offered.map((option) => (
          <li key={option}>
            <a
              href={hrefWith(path, { tab, sort: option === 'SYS_CREATED' ? null : option, page: null })}
              aria-current={option === sort ? 'true' : undefined}
              data-sort={option}
            >
              {t(`collections.sort.${option}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
