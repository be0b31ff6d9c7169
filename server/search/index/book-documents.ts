import type { Book } from '../../../schemas/content/book.ts';
import { languageOfText, searchDocument, yearOfDate, type SearchDocument } from './search-document.ts';

/** A book, found by title, editor, publisher, ISBN, abstract and catalogue; its hit leads to the book list. */
export function bookDocument(siteId: number, book: Book): SearchDocument {
  return searchDocument({
    kind: 'book',
    refId: book.id,
    siteId,
    year: yearOfDate(book.publishDate),
    publishDate: book.publishDate,
    updatedAt: book.publishDate,
    language: languageOfText(book.title),
    title: book.title,
    enTitle: book.enTitle,
    summary: book.abstract,
    enSummary: book.enAbstract,
    authors: [book.chiefEditor].filter(Boolean),
    source: book.publisher,
    url: '/bookList?type=book&issearch=1',
    doi: '',
    imageUrl: book.coverUrl,
    text: {
      title: [book.title, book.enTitle],
      authors: [book.chiefEditor],
      institutions: [book.publisher],
      identifiers: [book.isbn],
      summary: [book.abstract, book.enAbstract],
      note: book.catalogue,
    },
  });
}
