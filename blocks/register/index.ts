import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The registration screen (spec §2 `/register`): mobile or e-mail, its code, a password, the user agreement. */
export default defineBlock({
  name: 'register',
  codes: ['register'],
  island: 'load',
  load: () => import('./Register.tsx'),
  contract: () => import('./contract.ts'),
});
