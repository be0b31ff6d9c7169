import { z } from 'zod';
import { flagOff, linkUrl, text } from './primitives.ts';

export const friendshipLink = z.object({
  name: z.string().min(1, 'a link needs a name'),
  enName: text,
  url: linkUrl,
});

export const footerConfig = z.object({
  copyright: text,
  enCopyright: text,
  /** ICP record number and the address it links to. */
  icp: text,
  linkAddress: linkUrl,
  /** Public-security record and its link. */
  picp: text,
  picpLink: linkUrl,
  /** Replaces the original's "friendship links on sites 448 and 905". */
  showFriendshipLinks: flagOff,
  friendshipLinks: z.array(friendshipLink).default([]),
});

export type FooterConfig = z.infer<typeof footerConfig>;
