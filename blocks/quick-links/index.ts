import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Home quick links (module code `quick`): named entries with icons; external ones open in a new tab, safely. */
export default defineBlock({
  name: 'quick-links',
  codes: ['quick'],
  load: () => import('./QuickLinks.tsx'),
  contract: () => import('./contract.ts'),
});
