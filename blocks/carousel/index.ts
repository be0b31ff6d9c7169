import { defineBlock } from '../../runtime/registry/define-block.ts';

/**
 * Home carousel (module code `carousel`): slides with pictures and links, rotating only when allowed. Static HTML with
 * a plain-DOM behaviour that starts as it comes into view: a home page loads no React for it.
 */
export default defineBlock({
  name: 'carousel',
  codes: ['carousel'],
  behaviour: 'visible',
  load: () => import('./Carousel.tsx'),
  contract: () => import('./contract.ts'),
});
