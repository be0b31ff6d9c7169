import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { AlbumSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { formatDate } from '../../runtime/i18n/format.ts';
import { Pager } from '../paging-kit/Pager.tsx';
import { ScreenFrame } from '../screen-kit/ScreenFrame.tsx';
import { EmptyState } from '../home-kit/HomeSection.tsx';
import { localized } from '../home-kit/localize.ts';
import { card, cardGrid, clamp, meta, picture, titleLink } from '../home-kit/styles.ts';
import type { CollectionListProps } from './contract.ts';
import { menuHeading } from './menu-heading.ts';

const albumCard = css`
  h2 {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.4;
  }
`;

const noCover = css`
  ${picture('16 / 9')};
`;

function AlbumCard({ album }: { album: AlbumSummary }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const name = localized(album.name, album.enName, lang);
  const description = localized(album.description, album.enDescription, lang);
  return (
    <li css={[card, albumCard]} data-album={album.id}>
      {album.coverUrl !== '' ? (
        <img css={picture('16 / 9')} src={album.coverUrl} alt={t('collections.coverOf', { name: name.text })} loading="lazy" decoding="async" />
      ) : (
        <span css={noCover} aria-hidden="true" />
      )}
      <h2>
        <a css={titleLink} href={`${prefix}/collections/${album.id}/`} lang={name.lang}>
          {name.text}
        </a>
      </h2>
      {description.text !== '' ? (
        <p css={clamp(3)} lang={description.lang}>
          {description.text}
        </p>
      ) : null}
      <p css={meta}>
        {t('collections.itemCount', { count: album.itemCount })}
        {album.publishDate !== '' ? (
          <>
            {' · '}
            <time dateTime={album.publishDate}>{formatDate(album.publishDate, lang)}</time>
          </>
        ) : null}
      </p>
    </li>
  );
}

/** The site's virtual albums as cards (cover, name, description, how many items), with pages. */
export default function CollectionList({ props, data }: BlockComponentProps<CollectionListProps, Page<AlbumSummary>>) {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const heading = menuHeading(bootstrap.menu, props.menuId, lang) || t('collections.listHeading');
  return (
    <ScreenFrame block="collection-list" heading={heading}>
      {data.content.length === 0 ? (
        <EmptyState />
      ) : (
        <ul css={cardGrid('260px')}>
          {data.content.map((album) => (
            <AlbumCard key={album.id} album={album} />
          ))}
        </ul>
      )}
      <Pager current={data.number} totalPages={data.totalPages} />
    </ScreenFrame>
  );
}
