import { z } from 'zod';
import { book } from '../../schemas/content/book.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { localizedString } from '../../kits/home/localize.ts';

/** `/bookList?id=`: the book. One the site does not have makes the page a 404. */
export const bookDetailProps = z.object({ bookId: numericId });
export type BookDetailProps = z.output<typeof bookDetailProps>;

export default defineBlockContract({
  props: bookDetailProps,
  query: (props, { bootstrap, lang, get }) => ({
    queryKey: ['book-detail', bootstrap.site.siteId, lang, props.bookId],
    queryFn: () => get('/rc-pub/front/book/detail', { id: props.bookId }, book),
  }),
  head: (_props, data, { lang }) => ({ title: localizedString(data.title, data.enTitle, lang), elements: [] }),
});
