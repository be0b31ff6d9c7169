import { defineBlock } from '../../runtime/registry/define-block.ts';

/** A menu item's information page (spec §2 `info/{id}`, the catch-all `{route}`). */
export default defineBlock({
  name: 'info-page',
  codes: ['infoPage'],
  load: () => import('./InfoPage.tsx'),
  contract: () => import('./contract.ts'),
});
