import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The login screen (spec §2 `/login`, `/quickLogin`): password and SMS-code tabs, third-party login's return. */
export default defineBlock({
  name: 'login',
  codes: ['login'],
  island: 'load',
  load: () => import('./Login.tsx'),
  contract: () => import('./contract.ts'),
});
