import { z } from 'zod';
import { backToTopThresholds } from '../../runtime/browser/ease-scroll.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

export default defineBlockContract({
  props: z.object({ threshold: z.number().int().min(0).default(backToTopThresholds.shell) }),
});
