import { defineBlock } from '../../runtime/registry/define-block.ts';

/**
 * Back to top (spec §2): appears after `threshold` px of scrolling (300 in the shell, 400 in the header variant). Its
 * few listeners are a plain-DOM behaviour: no page loads React for it.
 */
export default defineBlock({
  name: 'back-to-top',
  codes: ['backToTop'],
  behaviour: 'idle',
  load: () => import('./BackToTop.tsx'),
  contract: () => import('./contract.ts'),
});
