import { z } from 'zod';
import type { Journal } from '../../schemas/content/journal.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { journalQuery } from '../../kits/about/journal-query.ts';
import type { Loaded } from '../../kits/about/loaded.ts';
import { localizedString } from '../../kits/home/localize.ts';
import { journalAboutJsonLd } from './periodical-json-ld.ts';

export const journalAboutProps = z.object({
  /** The menu item the page was reached from (`about/{id}`): its name heads the description. Not an id: no heading. */
  menuId: numericId.optional().catch(undefined),
  /** The journal; absent means the site's own (the server picks it). One the site does not have: the empty state. */
  publicationId: numericId.optional(),
});
export type JournalAboutProps = z.output<typeof journalAboutProps>;

export default defineBlockContract<JournalAboutProps, Loaded<Journal>>({
  props: journalAboutProps,
  query: (props, context) => journalQuery(context, props.publicationId),
  head: (_props, data, context) =>
    data.outcome === 'found' ? { title: localizedString(data.data.publicationName, data.data.enPublicationName, context.lang), elements: journalAboutJsonLd(data, context) } : { elements: [] },
});
