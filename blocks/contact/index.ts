import { z } from 'zod';
import { text } from '../../schemas/primitives.ts';
import { defineBlock } from '../../runtime/registry/define-block.ts';

export const contactProps = z.object({
  address: text,
  enAddress: text,
  postalCode: text,
  phone: text,
  email: text,
});
export type ContactProps = z.output<typeof contactProps>;

/** Contact details (module code `contact`): address, postal code, phone (tel:) and e-mail (mailto:). */
export default defineBlock({
  name: 'contact',
  codes: ['contact'],
  props: contactProps,
  load: () => import('./Contact.tsx'),
});
