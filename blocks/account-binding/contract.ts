import { z } from 'zod';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { returnUrlProp } from '../../kits/account/account-screen-props.ts';

/** The bind ticket the login page got from the third party's return, the name the third party knows, the return target. */
export const accountBindingProps = z.object({
  ticket: z.string().max(2048).catch(''),
  name: z.string().max(200).catch(''),
  url: returnUrlProp,
});
export type AccountBindingProps = z.output<typeof accountBindingProps>;

export default defineBlockContract<AccountBindingProps>({ props: accountBindingProps });
