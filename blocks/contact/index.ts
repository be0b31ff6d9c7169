import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Contact details (module code `contact`): address, postal code, phone (tel:) and e-mail (mailto:). */
export default defineBlock({
  name: 'contact',
  codes: ['contact'],
  load: () => import('./Contact.tsx'),
  contract: () => import('./contract.ts'),
});
