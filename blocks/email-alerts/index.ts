import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Home module `emailAlerts`: the e-mail alert form (spec §3 Subscription, §4), subscribe and unsubscribe. */
export default defineBlock({
  name: 'email-alerts',
  codes: ['emailAlerts'],
  island: 'load',
  load: () => import('./EmailAlerts.tsx'),
});
