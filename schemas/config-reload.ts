import { z } from 'zod';
import { diagnostic } from './diagnostic.ts';

/** What re-reading site-configs/ found: every problem (a bad file keeps its last good value), and the sites served. */
export const reloadResult = z.object({ diagnostics: z.array(diagnostic), sites: z.number().int().min(0) });
export type ReloadResult = z.infer<typeof reloadResult>;
