import { z } from 'zod';
import { text } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

export const contactProps = z.object({
  address: text,
  enAddress: text,
  postalCode: text,
  phone: text,
  email: text,
});
export type ContactProps = z.output<typeof contactProps>;

export default defineBlockContract({
  props: contactProps,
});
