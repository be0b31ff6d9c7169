import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { endpointListQuery } from '../../kits/home/list-query.ts';
import { listLimit } from '../../kits/home/props.ts';

/** Home module `books`: recommended books with cover, title, chief editor and publisher. */
export const booksProps = z.object({
  limit: listLimit(6),
});
export type BooksProps = z.output<typeof booksProps>;

export default defineBlockContract({
  props: booksProps,
  query: (props, context) => endpointListQuery(context, contentListEndpoints.bookList, { size: props.limit }),
});
