import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import type { Journal } from '../../schemas/content/journal.ts';
import { linkUrl, numericId } from '../../schemas/primitives.ts';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { introduceJsonLd } from './periodical-json-ld.ts';

export const introduceProps = z.object({
  /** The journal; absent means the site's own publication (the server picks it). */
  publicationId: numericId.optional(),
  /** Where "More" leads (e.g. the about-us page); absent means no link. */
  moreLink: linkUrl,
});
export type IntroduceProps = z.output<typeof introduceProps>;

export default defineBlockContract<IntroduceProps, Journal | null>({
  props: introduceProps,
  query: (props, { bootstrap, call }) => {
    const query = props.publicationId === undefined ? {} : { publicationId: props.publicationId };
    return {
      queryKey: ['journalDetail', bootstrap.site.siteId, query],
      queryFn: async () => {
        try {
          return await call(contentListEndpoints.publicationDetail, { query });
        } catch (error) {
          // No such journal on this site: an empty section, not a failed one.
          if (error instanceof ApiStatusError && error.status === statusCodes.notFound) return null;
          throw error;
        }
      },
    };
  },
  head: (_props, data, context) => introduceJsonLd(data, context),
});
