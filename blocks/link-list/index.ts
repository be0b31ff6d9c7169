import { defineBlock } from '../../runtime/registry/define-block.ts';

/** `/newLink1` (menu code newLink, spec §2): the site's related links and the menu's external links. */
export default defineBlock({
  name: 'link-list',
  codes: ['linkList'],
  load: () => import('./LinkList.tsx'),
  contract: () => import('./contract.ts'),
});
