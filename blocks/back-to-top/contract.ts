import { z } from 'zod';
import { backToTopThresholds } from './ease-scroll.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

export default defineBlockContract({
  props: z.object({ threshold: z.number().int().min(0).default(backToTopThresholds.shell) }),
});
