import { useTranslation } from 'react-i18next';
import type { AlbumSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { useFormat } from '../../runtime/i18n/use-format.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { EmptyState, HomeSection } from '../home-kit/HomeSection.tsx';
import { localized, moduleHeading } from '../home-kit/localize.ts';
import { card, cardGrid, clamp, meta, picture, titleLink } from '../home-kit/styles.ts';
import type { AlbumListProps } from './contract.ts';

function AlbumCard({ album }: { album: AlbumSummary }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const { formatDate } = useFormat();
  const name = localized(album.name, album.enName, lang);
  const description = localized(album.description, album.enDescription, lang);
  return (
    <li css={card}>
      {/* The name beside it says what the cover shows. */}
      {album.coverUrl !== '' ? <img css={picture('16 / 9')} src={album.coverUrl} alt="" loading="lazy" decoding="async" /> : null}
      <h3>
        <a css={titleLink} href={`${prefix}/collections/${album.id}/`} lang={name.lang}>
          {name.text}
        </a>
      </h3>
      {description.text !== '' ? (
        <p css={clamp(3)} lang={description.lang}>
          {description.text}
        </p>
      ) : null}
      <p css={meta}>
        {t('blocks.albumItems', { count: album.itemCount })}
        {album.publishDate !== '' ? (
          <>
            {' · '}
            <time dateTime={album.publishDate}>{formatDate(album.publishDate)}</time>
          </>
        ) : null}
      </p>
    </li>
  );
}

export default function AlbumList({ data, module }: BlockComponentProps<AlbumListProps, Page<AlbumSummary>>) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  return (
    <HomeSection block="album-list" heading={moduleHeading(module, lang, t('blocks.album'))} moreHref={`${prefix}/collectionList/`}>
      {data.content.length === 0 ? (
        <EmptyState />
      ) : (
        <ul css={cardGrid('220px')}>
          {data.content.map((album) => (
            <AlbumCard key={album.id} album={album} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
