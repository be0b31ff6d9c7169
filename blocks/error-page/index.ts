import { z } from 'zod';
import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Spec §8 generic error page: status defaults to 500, message to 'Error'. */
export const errorPageProps = z.object({
  status: z.coerce.number().int().min(400).max(599).default(500),
  message: z.string().default('Error'),
  reason: z.enum(['apiDown', 'server']).default('server'),
});

export default defineBlock({
  name: 'error-page',
  codes: ['errorPage'],
  props: errorPageProps,
  load: () => import('./ErrorPage.tsx'),
});
