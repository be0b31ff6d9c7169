import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { AlbumSummary } from '../../schemas/content/list-items.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { formatDate } from '../../runtime/i18n/format.ts';
import { localized } from './localize.ts';
import { card, clamp, meta, picture, titleLink } from './styles.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const screenCard = css`
  h2 {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.4;
  }
`;

const noCover = css`
  ${picture('16 / 9')};
`;

/**
 * A virtual album as a card: cover, name linking to the album, description, how many items, date. On a home page
 * (`home`) it sits under the module's h2 and its cover is decoration, the name beside it saying what it shows; on the
 * collections screen (`screen`) it is a main entry under the page's h1, its cover described, and an album without one
 * keeps the cover's place so the cards line up.
 */
export function AlbumCard({ album, place }: { album: AlbumSummary; place: 'home' | 'screen' }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const name = localized(album.name, album.enName, lang);
  const description = localized(album.description, album.enDescription, lang);
  const onScreen = place === 'screen';
  const Heading = onScreen ? 'h2' : 'h3';
  const coverAlt = onScreen ? t('collections.coverOf', { name: name.text }) : '';
  return (
    <li css={onScreen ? [card, screenCard] : card} data-album={album.id}>
      {album.coverUrl !== '' ? <img css={picture('16 / 9')} src={album.coverUrl} alt={coverAlt} loading="lazy" decoding="async" /> : null}
      {album.coverUrl === '' && onScreen ? <span css={noCover} aria-hidden="true" /> : null}
      <Heading>
        <a css={titleLink} href={screenHref(prefix, 'collections', { virtualId: album.id })} lang={name.lang}>
          {name.text}
        </a>
      </Heading>
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
            <time dateTime={album.publishDate}>{formatDate(album.publishDate, lang)}</time>
          </>
        ) : null}
      </p>
    </li>
  );
}
