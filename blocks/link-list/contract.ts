import { z } from 'zod';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

/** Everything `/newLink1` lists is configuration the page already has: no props, no query, only its title. */
export default defineBlockContract({
  props: z.object({}),
  head: (_props, _data, { t }) => ({ title: t('news.links.heading'), elements: [] }),
});
