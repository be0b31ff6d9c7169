import { z } from 'zod';
import { linkUrl, text } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

export const quickLinkEntry = z.object({
  name: text,
  enName: text,
  /** A small picture shown beside the name; decorative. */
  icon: linkUrl,
  link: linkUrl,
});

export const quickLinksProps = z.object({ entries: z.array(quickLinkEntry).default([]) });
export type QuickLinksProps = z.output<typeof quickLinksProps>;

export default defineBlockContract({
  props: quickLinksProps,
});
