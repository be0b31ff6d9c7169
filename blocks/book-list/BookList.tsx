import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Book } from '../../schemas/content/book.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { formatDate } from '../../runtime/i18n/format.ts';
import { hrefWith } from '../../kits/paging/page-href.ts';
import { Pager } from '../../kits/paging/Pager.tsx';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import { card, meta, picture, plainList, titleLink } from '../../kits/home/styles.ts';
import type { BookListProps } from './contract.ts';

const entry = css`
  flex-direction: row;
  align-items: flex-start;
  gap: 16px;
  margin-bottom: 12px;
  img,
  .mh-no-cover {
    flex: none;
    width: 96px;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
    line-height: 1.4;
  }
  div {
    min-width: 0;
  }
`;

function BookEntry({ book }: { book: Book }) {
  const { t } = useTranslation();
  const { lang, path } = usePage();
  const title = localized(book.title, book.enTitle, lang);
  return (
    <li css={[card, entry]} data-book={book.id}>
      {book.coverUrl !== '' ? (
        <img css={picture('3 / 4')} src={book.coverUrl} alt={t('collections.books.coverOf', { title: title.text })} loading="lazy" decoding="async" />
      ) : (
        <span css={picture('3 / 4')} className="mh-no-cover" aria-hidden="true" />
      )}
      <div>
        <h2>
          <a css={titleLink} href={hrefWith(path, { id: String(book.id) })} lang={title.lang}>
            {title.text}
          </a>
        </h2>
        {book.chiefEditor !== '' ? <p css={meta}>{t('blocks.chiefEditor', { name: book.chiefEditor })}</p> : null}
        {book.publisher !== '' ? <p css={meta}>{t('blocks.publisher', { name: book.publisher })}</p> : null}
        {book.publishDate !== '' ? (
          <p css={meta}>
            <time dateTime={book.publishDate}>{formatDate(book.publishDate, lang)}</time>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The site's books: cover, title, chief editor, publisher and date, each linking to `/bookList?id=…`. */
export default function BookList({ data }: BlockComponentProps<BookListProps, Page<Book>>) {
  const { t } = useTranslation();
  return (
    <ScreenFrame block="book-list" heading={t('collections.books.heading')}>
      {data.content.length === 0 ? (
        <EmptyState />
      ) : (
        <ul css={plainList}>
          {data.content.map((book) => (
            <BookEntry key={book.id} book={book} />
          ))}
        </ul>
      )}
      <Pager current={data.number} totalPages={data.totalPages} />
    </ScreenFrame>
  );
}
