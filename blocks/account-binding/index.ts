import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The account-binding screen (spec §2 `/accountBinding`): link a third-party identity to an existing account. */
export default defineBlock({
  name: 'account-binding',
  codes: ['accountBinding'],
  island: 'load',
  load: () => import('./AccountBinding.tsx'),
  contract: () => import('./contract.ts'),
});
