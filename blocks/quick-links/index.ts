import { z } from 'zod';
import { linkUrl, text } from '../../schemas/primitives.ts';
import { defineBlock } from '../../runtime/registry/define-block.ts';

export const quickLinkEntry = z.object({
  name: text,
  enName: text,
  /** A small picture shown beside the name; decorative. */
  icon: linkUrl,
  link: linkUrl,
});

export const quickLinksProps = z.object({ entries: z.array(quickLinkEntry).default([]) });
export type QuickLinksProps = z.output<typeof quickLinksProps>;

/** Home quick links (module code `quick`): named entries with icons; external ones open in a new tab, safely. */
export default defineBlock({
  name: 'quick-links',
  codes: ['quick'],
  props: quickLinksProps,
  load: () => import('./QuickLinks.tsx'),
});
