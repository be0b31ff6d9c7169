import { z } from 'zod';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { returnUrlProp } from '../../kits/account/account-screen-props.ts';

export const registerProps = z.object({ url: returnUrlProp });
export type RegisterProps = z.output<typeof registerProps>;

export default defineBlockContract<RegisterProps>({ props: registerProps });
