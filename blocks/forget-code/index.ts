import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The forgotten-password screen (spec §2 `/forgetCode`): a code to the account, then a new password twice. */
export default defineBlock({
  name: 'forget-code',
  codes: ['forgetCode'],
  island: 'load',
  load: () => import('./ForgetCode.tsx'),
  contract: () => import('./contract.ts'),
});
