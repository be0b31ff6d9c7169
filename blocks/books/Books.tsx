import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Book } from '../../schemas/content/book.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { useFormat } from '../../runtime/i18n/use-format.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { EmptyState, HomeSection } from '../../kits/home/HomeSection.tsx';
import { localized, moduleHeading } from '../../kits/home/localize.ts';
import { card, cardGrid, meta, picture } from '../../kits/home/styles.ts';
import type { BooksProps } from './contract.ts';

function BookCard({ book }: { book: Book }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const { formatDate } = useFormat();
  const title = localized(book.title, book.enTitle, lang);
  return (
    <li css={card}>
      {/* The title beside it says whose cover this is. */}
      {book.coverUrl !== '' ? <img css={picture('3 / 4')} src={book.coverUrl} alt="" loading="lazy" decoding="async" /> : null}
      <h3 lang={title.lang}>{title.text}</h3>
      {book.chiefEditor !== '' ? <p css={meta}>{t('blocks.chiefEditor', { name: book.chiefEditor })}</p> : null}
      {book.publisher !== '' ? <p css={meta}>{t('blocks.publisher', { name: book.publisher })}</p> : null}
      {book.publishDate !== '' ? (
        <p css={meta}>
          <time dateTime={book.publishDate}>{formatDate(book.publishDate)}</time>
        </p>
      ) : null}
    </li>
  );
}

export default function Books({ data, module }: BlockComponentProps<BooksProps, Page<Book>>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  return (
    <HomeSection block="books" heading={moduleHeading(module, lang, t('blocks.books'))}>
      {data.content.length === 0 ? (
        <EmptyState />
      ) : (
        <ul css={cardGrid('160px')}>
          {data.content.map((book) => (
            <BookCard key={book.id} book={book} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
