import { z } from 'zod';
import type { LoginMethod } from '../../machines/login-machine.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { returnUrlProp } from '../../kits/account/account-screen-props.ts';

/**
 * The tab to open with (`/quickLogin` opens the code tab), the return target as the URL gave it (`url`, checked by
 * the screen), and the third party's `code` and `state` when it sent the reader back here.
 */
export const loginProps = z.object({
  method: z.enum(['password', 'code'] satisfies LoginMethod[]).catch('password'),
  url: returnUrlProp,
  code: z.string().max(512).catch(''),
  state: z.string().max(2048).catch(''),
});
export type LoginProps = z.output<typeof loginProps>;

export default defineBlockContract<LoginProps>({ props: loginProps });
