import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Book } from '../../schemas/content/book.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { formatDate } from '../../runtime/i18n/format.ts';
import { hrefWith } from '../../kits/paging/page-href.ts';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import { localized } from '../../kits/home/localize.ts';
import type { BookDetailProps } from './contract.ts';

const layout = css`
  display: grid;
  gap: 16px 32px;
  @media (min-width: 720px) {
    grid-template-columns: minmax(160px, 240px) 1fr;
    align-items: start;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
  }
  h2 {
    margin: 20px 0 8px;
    font-size: 1.15rem;
  }
  h2:first-of-type {
    margin-top: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0;
  }
  dt {
    color: var(--mh-muted);
  }
  dd {
    margin: 0;
  }
  p {
    line-height: 1.7;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    line-height: 1.7;
  }
`;

/** One book: cover, facts (ISBN, edition, publisher, date, chief editor), abstract and table of contents. */
export default function BookDetail({ data: book }: BlockComponentProps<BookDetailProps, Book>) {
  const { t } = useTranslation();
  const { lang, path } = usePage();
  const title = localized(book.title, book.enTitle, lang);
  const abstract = localized(book.abstract, book.enAbstract, lang);
  const facts: [string, ReactNode][] = [
    [t('collections.books.chiefEditor'), book.chiefEditor],
    [t('collections.books.publisher'), book.publisher],
    [t('collections.books.publishDate'), book.publishDate && <time dateTime={book.publishDate}>{formatDate(book.publishDate, lang)}</time>],
    [t('collections.books.edition'), book.editionCode],
    [t('collections.books.isbn'), book.isbn],
  ];
  return (
    <ScreenFrame block="book-detail" heading={<span lang={title.lang}>{title.text}</span>}>
      <div css={layout}>
        {book.coverUrl !== '' ? <img src={book.coverUrl} alt={t('collections.books.coverOf', { title: title.text })} decoding="async" /> : <span />}
        <div>
          <h2>{t('collections.books.facts')}</h2>
          <dl>
            {facts
              .filter(([, value]) => value !== '' && value !== false)
              .map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          {abstract.text !== '' ? (
            <>
              <h2>{t('collections.books.abstract')}</h2>
              <p lang={abstract.lang}>{abstract.text}</p>
            </>
          ) : null}
          {book.catalogue.length > 0 ? (
            <>
              <h2>{t('collections.books.catalogue')}</h2>
              {/* Chapters carry their own numbers. */}
              <ul>
                {book.catalogue.map((chapter, index) => (
                  <li key={index}>{chapter}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p>
            <a href={hrefWith(path, { id: null })}>{t('collections.books.allBooks')}</a>
          </p>
        </div>
      </div>
    </ScreenFrame>
  );
}
