import type { z } from 'zod';
import { isAccountMessageKey } from '../../../schemas/account/account-messages.ts';
import {
  loginByMessageRequest,
  loginRequest,
  registerRequest,
  sendCodeRequest,
  setNewPasswordRequest,
  thirdBindRequest,
} from '../../../schemas/account/auth-api.ts';
import type { FieldProblems } from '../field-problems.ts';
import type { AnySchema } from '../../../schemas/any-schema.ts';

/** A form's values as typed, before the check: each field of the request, of any type (an unticked box, say). */
type Typed<Schema extends AnySchema> = { [Field in keyof z.input<Schema>]-?: unknown };

/** The check's outcome: the request to send (the schema's output), or (undefined) the first problem of each field. */
export type Checked<Schema extends AnySchema> = { request: z.output<Schema> | undefined; problems: FieldProblems<keyof z.input<Schema> & string> };

function check<Schema extends AnySchema>(schema: Schema, aliases: Record<string, keyof z.input<Schema> & string> = {}) {
  return (values: Typed<Schema>): Checked<Schema> => {
    const result = schema.safeParse(values);
    if (result.success) return { request: result.data, problems: {} };
    const problems: FieldProblems<keyof z.input<Schema> & string> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      const field = (aliases[name] ?? name) as keyof z.input<Schema> & string;
      problems[field] ??= isAccountMessageKey(issue.message) ? issue.message : 'invalidInput';
    }
    return { request: undefined, problems };
  };
}

/**
 * The account forms' checks before anything is sent: the server's own request schemas (schemas/account/auth-api.ts),
 * so the reader sees the same messages (spec §5) the server would answer. Loaded with the machines (it needs zod).
 */
export const accountChecks = {
  login: check(loginRequest),
  loginByCode: check(loginByMessageRequest),
  /** A missing captcha id (the picture has not come) is the captcha field's problem. */
  sendCode: check(sendCodeRequest, { captchaId: 'captcha' }),
  register: check(registerRequest),
  setNewPassword: check(setNewPasswordRequest),
  thirdBind: check(thirdBindRequest),
};
