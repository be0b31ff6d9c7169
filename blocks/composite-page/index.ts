import { defineBlock } from '../../runtime/registry/define-block.ts';

/** A composite page (spec §2 `newcomposite/{id}`): a menu item's sections, sub-pages and news column together. */
export default defineBlock({
  name: 'composite-page',
  codes: ['compositePage'],
  load: () => import('./CompositePage.tsx'),
  contract: () => import('./contract.ts'),
});
