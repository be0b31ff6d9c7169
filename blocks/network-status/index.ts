import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Spec §4: online/offline state is tracked; readers are told when the connection drops and returns. */
export default defineBlock({
  name: 'network-status',
  codes: ['networkStatus'],
  behaviour: 'idle',
  load: () => import('./NetworkStatus.tsx'),
});
