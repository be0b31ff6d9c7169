import { z } from 'zod';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { returnUrlProp } from '../../kits/account/account-screen-props.ts';

export const forgetCodeProps = z.object({ url: returnUrlProp });
export type ForgetCodeProps = z.output<typeof forgetCodeProps>;

export default defineBlockContract<ForgetCodeProps>({ props: forgetCodeProps });
