import { defineBlock } from '../../runtime/registry/define-block.ts';

/** One editorial board member in detail (module code `expertProfile`): photo, name, role, title, institution, field, bio. */
export default defineBlock({
  name: 'expert-profile',
  codes: ['expertProfile'],
  load: () => import('./ExpertProfile.tsx'),
  contract: () => import('./contract.ts'),
});
