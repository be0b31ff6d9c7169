import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Spec §8 generic error page: status defaults to 500, message to 'Error'. */
export default defineBlock({
  name: 'error-page',
  codes: ['errorPage'],
  load: () => import('./ErrorPage.tsx'),
  contract: () => import('./contract.ts'),
});
