import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { AlbumPart } from '../../schemas/content/album-items.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { formatDate } from '../../runtime/i18n/format.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import { card, cardGrid, meta, titleLink } from '../../kits/home/styles.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const thumbnail = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  background: var(--mh-page);
  border: 1px solid var(--mh-border);
  border-radius: calc(var(--mh-radius) - 2px);
`;

const noImage = css`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  font-size: 0.875rem;
  color: var(--mh-muted);
  background: var(--mh-page);
  border: 1px dashed var(--mh-border);
  border-radius: calc(var(--mh-radius) - 2px);
`;

/** A figure's or table's name: its label and caption, or its place in the article when it has neither. */
function usePartName(part: AlbumPart, kind: 'picture' | 'table'): string {
  const { t } = useTranslation();
  // Some captions start with the separator that followed the label in print (`Table 1: …`).
  const own = [part.label, part.label ? part.caption.replace(/^[\s:：.。]+/u, '') : part.caption].filter(Boolean).join(' ');
  return own || t(kind === 'picture' ? 'collections.figureWithoutCaption' : 'collections.tableWithoutCaption', { ordinal: part.ordinal });
}

function PartCard({ part, kind }: { part: AlbumPart; kind: 'picture' | 'table' }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const name = usePartName(part, kind);
  const article = localized(part.articleTitle, part.enArticleTitle, lang);
  const href = `${screenHref(prefix, 'article', { thesisId: part.articleId })}${part.anchor ? `#${encodeURIComponent(part.anchor)}` : ''}`;
  return (
    <li css={card} data-part={part.id}>
      {/* The caption is what the figure shows in words: its alternative text. */}
      {part.imageUrl !== '' ? (
        <img css={thumbnail} src={part.imageUrl} alt={name} width={part.width ?? undefined} height={part.height ?? undefined} loading="lazy" decoding="async" />
      ) : kind === 'picture' ? (
        <span css={noImage}>{t('collections.noImage')}</span>
      ) : null}
      <h3>
        <a css={titleLink} href={href}>
          {name}
        </a>
      </h3>
      <p css={meta}>
        {t('collections.partFrom')}{' '}
        <a href={screenHref(prefix, 'article', { thesisId: part.articleId })} lang={article.lang}>
          {article.text}
        </a>
      </p>
      {part.publishDate !== '' ? (
        <p css={meta}>
          <time dateTime={part.publishDate}>{formatDate(part.publishDate, lang)}</time>
        </p>
      ) : null}
    </li>
  );
}

/** An album's figures (with thumbnails) or tables, each linking to its place in its article. */
export function PartList({ parts, kind }: { parts: AlbumPart[]; kind: 'picture' | 'table' }) {
  if (parts.length === 0) return <EmptyState />;
  return (
    <ul css={cardGrid(kind === 'picture' ? '220px' : '280px')}>
      {parts.map((part) => (
        <PartCard key={part.id} part={part} kind={kind} />
      ))}
    </ul>
  );
}
