import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { localizedString } from '../../kits/home/localize.ts';

/** `/bookList?id=`: the book. One the site does not have makes the page a 404. */
export const bookDetailProps = z.object({ bookId: numericId });
export type BookDetailProps = z.output<typeof bookDetailProps>;

export default defineBlockContract({
  props: bookDetailProps,
  query: (props, { bootstrap, lang, call }) => ({
    queryKey: ['book-detail', bootstrap.site.siteId, lang, props.bookId],
    queryFn: () => call(catalogueEndpoints.bookDetail, { query: { id: props.bookId } }),
  }),
  head: (_props, data, { lang }) => ({ title: localizedString(data.title, data.enTitle, lang), elements: [] }),
});
