import { z } from 'zod';
import { flagOff, flagOn } from './primitives.ts';

/** `getMagazineFunctionalControl` (spec §7): which journal functions this site offers. */
export const magazineFunctions = z.object({
  subscribe: flagOn,
  favourite: flagOn,
  download: flagOn,
  citationExport: flagOn,
  share: flagOn,
  translation: flagOff,
  comments: flagOff,
  metrics: flagOn,
});
export type MagazineFunctions = z.infer<typeof magazineFunctions>;
