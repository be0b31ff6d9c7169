import { z } from 'zod';
import { backToTopThresholds } from '../../runtime/browser/ease-scroll.ts';
import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Back to top (spec §2): appears after `threshold` px of scrolling (300 in the shell, 400 in the header variant). */
export default defineBlock({
  name: 'back-to-top',
  codes: ['backToTop'],
  props: z.object({ threshold: z.number().int().min(0).default(backToTopThresholds.shell) }),
  load: () => import('./BackToTop.tsx'),
});
