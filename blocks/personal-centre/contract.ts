import { z } from 'zod';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { readPlace, type PersonalPlace } from './personal-place.ts';

/** The place in the personal centre, from the URL's query (`menu`, `tab`, `page`, `album`); the data loads in the browser. */
export const personalCentreProps = z
  .object({ menu: z.string().optional(), tab: z.string().optional(), page: z.string().optional(), album: z.string().optional() })
  .catch({})
  .transform((query): PersonalPlace => readPlace(query));

export default defineBlockContract<PersonalPlace>({ props: personalCentreProps });
