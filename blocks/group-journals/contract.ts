import { z } from 'zod';
import { siteEndpoints } from '../../schemas/api/site-endpoints.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { screenQuery } from '../../kits/news/screen-query.ts';

/**
 * `/homeNav` (spec §2, §7 `findGroupBySiteId`): the journals of the group the site belongs to. A page of a group
 * site shows its first member, so the group is asked by its own id; a single site answers itself alone.
 */
export default defineBlockContract({
  props: z.object({}),
  query: (props, context) =>
    screenQuery('group-journals', props, context, () =>
      context.call(siteEndpoints.findGroupBySiteId, { siteId: context.bootstrap.group?.site.siteId ?? context.bootstrap.site.siteId }),
    ),
  head: (_props, _data, { t }) => ({ title: t('news.journals.heading'), elements: [] }),
});
