import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { Expert } from '../../schemas/content/expert.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { loadOutcome } from '../../kits/about/load-outcome.ts';
import type { Loaded } from '../../kits/about/loaded.ts';
import { localizedString } from '../../kits/home/localize.ts';

export const expertProfileProps = z.object({
  /** The member; an id that is no number is no member (the empty state). */
  expertId: numericId.optional().catch(undefined),
  /**
   * A member the site does not have: `notFound` where the URL named them (`{editorialId}`: the page is a 404),
   * `empty` where configuration did (the empty state; the page stands).
   */
  whenMissing: z.enum(['notFound', 'empty']).catch('empty'),
});
export type ExpertProfileProps = z.output<typeof expertProfileProps>;

export default defineBlockContract<ExpertProfileProps, Loaded<Expert>>({
  props: expertProfileProps,
  // A member named by the address with no number for an id is no member: the page is a 404.
  resolve: (props) => (props.expertId === undefined && props.whenMissing === 'notFound' ? undefined : props),
  query: ({ expertId, whenMissing }, { bootstrap, call }) => ({
    queryKey: ['expertProfile', bootstrap.site.siteId, expertId ?? null, whenMissing],
    queryFn: async () => (expertId === undefined ? { outcome: 'missing' } : loadOutcome(() => call(catalogueEndpoints.expertDetail, { query: { id: expertId } }), whenMissing)),
  }),
  head: (_props, data, { lang }) => (data.outcome === 'found' ? { title: localizedString(data.data.name, data.data.enName, lang), elements: [] } : { elements: [] }),
});
