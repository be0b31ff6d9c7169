import { z } from 'zod';
import { text } from '../../schemas/primitives.ts';

/** An office's address and how to reach it: the `contact` block's props, and each office of `about-us`. */
export const contactProps = z.object({
  address: text,
  enAddress: text,
  postalCode: text,
  phone: text,
  email: text,
});
export type ContactProps = z.output<typeof contactProps>;
