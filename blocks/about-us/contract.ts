import { z } from 'zod';
import type { Journal } from '../../schemas/content/journal.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { journalQuery } from '../../kits/about/journal-query.ts';
import type { Loaded } from '../../kits/about/loaded.ts';
import { menuHeading, screenMenuCodes } from '../../kits/about/menu-items.ts';
import { contactProps } from '../../kits/about/contact-props.ts';

export const aboutUsProps = z.object({
  /** The menu item the page was reached from (`aboutus/{id}`): its name is the heading. Not an id: the default one. */
  menuId: numericId.optional().catch(undefined),
  /**
   * The editorial office's contacts as the site configures them (a `contact` module's props); each blank field
   * falls back to the journal's. Unusable settings are dropped: the journal's contacts still show.
   */
  contact: contactProps.optional().catch(undefined),
});
export type AboutUsProps = z.output<typeof aboutUsProps>;

export default defineBlockContract<AboutUsProps, Loaded<Journal>>({
  props: aboutUsProps,
  // Without contacts of its own, the page shows those the site's home `contact` module configures.
  resolve: (props, { bootstrap }) => {
    if (props.contact !== undefined) return props;
    const configured = contactProps.safeParse(bootstrap.homeModules.find((module) => module.enable && module.code === 'contact')?.props);
    return { ...props, contact: configured.success ? configured.data : undefined };
  },
  query: (_props, context) => journalQuery(context),
  head: (props, _data, { bootstrap, lang, t }) => ({
    title: menuHeading(bootstrap.menu, props.menuId, screenMenuCodes.aboutUs, lang, t('screens.titles.aboutus')),
    elements: [],
  }),
});
