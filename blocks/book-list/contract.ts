import { z } from 'zod';
import { book } from '../../schemas/content/book.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { pageNumber } from '../../kits/collection/props.ts';
import { listQuery } from '../../kits/home/list-query.ts';

/** Books a page of the list shows. */
export const booksPerPage = 12;

/** `/bookList?page=`: the page (0-based). */
export const bookListProps = z.object({ page: pageNumber });
export type BookListProps = z.output<typeof bookListProps>;

export default defineBlockContract({
  props: bookListProps,
  query: (props, context) => listQuery(context, '/rc-pub/front/book/list', { page: props.page, size: booksPerPage }, book),
});
