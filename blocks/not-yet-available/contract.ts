import { z } from 'zod';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

export default defineBlockContract({
  props: z.object({ screen: z.string().max(200).default('') }),
});
