import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { pageNumber } from '../../kits/collection/props.ts';
import { endpointListQuery } from '../../kits/home/list-query.ts';

/** Books a page of the list shows. */
export const booksPerPage = 12;

/** `/bookList?page=`: the page (0-based). */
export const bookListProps = z.object({ page: pageNumber });
export type BookListProps = z.output<typeof bookListProps>;

export default defineBlockContract({
  props: bookListProps,
  query: (props, context) => endpointListQuery(context, contentListEndpoints.bookList, { page: props.page, size: booksPerPage }),
});
