import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { AlbumDetail } from '../../schemas/content/album-items.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { formatDate } from '../../runtime/i18n/format.ts';
import { localized } from '../../kits/home/localize.ts';
import { meta } from '../../kits/home/styles.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const header = css`
  display: grid;
  gap: 12px 24px;
  margin-bottom: 20px;
  @media (min-width: 720px) {
    grid-template-columns: minmax(200px, 320px) 1fr;
    align-items: start;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: var(--mh-radius);
    background: var(--mh-other, var(--mh-page));
  }
  p {
    margin: 0 0 8px;
    line-height: 1.6;
  }
`;

/** The album's cover, description, size and date, and the way back to every album. */
export function AlbumHeader({ album }: { album: AlbumDetail }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const name = localized(album.name, album.enName, lang);
  const description = localized(album.description, album.enDescription, lang);
  return (
    <div css={header} className="mh-album-header">
      {album.coverUrl !== '' ? <img src={album.coverUrl} alt={t('collections.coverOf', { name: name.text })} decoding="async" /> : null}
      <div>
        {description.text !== '' ? <p lang={description.lang}>{description.text}</p> : null}
        <p css={meta}>
          {t('blocks.albumItems', { count: album.itemCount })}
          {album.publishDate !== '' ? (
            <>
              {' · '}
              <time dateTime={album.publishDate}>{t('collections.publishedOn', { date: formatDate(album.publishDate, lang) })}</time>
            </>
          ) : null}
        </p>
        <p>
          <a href={screenHref(prefix, 'collectionList')}>{t('collections.allCollections')}</a>
        </p>
      </div>
    </div>
  );
}
