import { z } from 'zod';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

/** Spec §8 generic error page: status defaults to 500, message to 'Error'. */
export const errorPageProps = z.object({
  status: z.coerce.number().int().min(400).max(599).default(500),
  message: z.string().default('Error'),
  reason: z.enum(['apiDown', 'server']).default('server'),
});

export default defineBlockContract({
  props: errorPageProps,
});
