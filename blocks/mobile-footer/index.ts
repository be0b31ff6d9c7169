import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The phone's bottom bar: home, search, personal centre. */
export default defineBlock({
  name: 'mobile-footer',
  codes: ['mobileFooter'],
  load: () => import('./MobileFooter.tsx'),
});
