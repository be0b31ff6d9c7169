import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Home carousel (module code `carousel`): slides with pictures and links, rotating only when allowed. */
export default defineBlock({
  name: 'carousel',
  codes: ['carousel'],
  island: 'visible',
  load: () => import('./Carousel.tsx'),
  contract: () => import('./contract.ts'),
});
