import { z } from 'zod';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

export default defineBlockContract({
  props: z.object({ kind: z.enum(['expired', 'maintenance']) }),
});
