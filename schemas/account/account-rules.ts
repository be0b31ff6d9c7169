import { z } from 'zod';
import type { AccountMessageKey } from './account-messages.ts';

/**
 * The validation rules of spec §5 as zod schemas. Every error message is a key of the message catalogue
 * (account-messages.ts): the client shows `accountMessage(issue.message, language)` beside the field, and the server
 * answers the same text.
 */

const key = (message: AccountMessageKey) => message;

/** A string field: absent, null or not a string gives `required` (or `invalidInput` for a wrong type); the value is trimmed. */
function requiredText(required: AccountMessageKey, maxLength: number) {
  return z
    .string({ error: (issue) => key(issue.input === undefined || issue.input === null ? required : 'invalidInput') })
    .max(maxLength * 4, key('fieldTooLong'))
    .trim()
    .min(1, key(required))
    .max(maxLength, key('fieldTooLong'));
}

/** Control characters (C0, DEL, C1) have no place in any account field. */
const noControlCharacters = /^\P{Cc}*$/u;

/** Mainland China mobile numbers: 11 digits, `1` then 3-9 (spec §5 "Phone number format incorrect"). */
export const mobilePattern = /^1[3-9]\d{9}$/;
export const mobileRule = requiredText('mobileRequired', 32).regex(mobilePattern, key('mobileFormat'));

const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const isEmail = (value: string) => value.length <= 254 && emailPattern.test(value);

/** An e-mail address, lower-cased ('E-mail format is incorrect'). */
export const emailRule = requiredText('emailRequired', 254)
  .refine(isEmail, key('emailFormat'))
  .transform((value) => value.toLowerCase());

/** The same rule with the subscription form's wording ('Please enter the correct email format'). */
export const subscriptionEmailRule = requiredText('emailRequired', 254)
  .refine(isEmail, key('emailFormatEnter'))
  .transform((value) => value.toLowerCase());

export type AccountKind = 'mobile' | 'email';
/** Whether a (valid) account is a mobile number or an e-mail address. */
export const accountKindOf = (account: string): AccountKind => (account.includes('@') ? 'email' : 'mobile');

/** A member's user name: a mobile number or an e-mail address (lower-cased). */
export const accountRule = requiredText('accountRequired', 254)
  .superRefine((value, context) => {
    if (value.includes('@')) {
      if (!isEmail(value)) context.addIssue({ code: 'custom', message: key('emailFormat') });
    } else if (!mobilePattern.test(value)) {
      context.addIssue({ code: 'custom', message: key(/^[\d\s+-]+$/.test(value) ? 'mobileFormat' : 'accountFormat') });
    }
  })
  .transform((value) => value.toLowerCase());

/** A person's name: letters (any script), with inner spaces, dots, middle dots, hyphens and apostrophes. */
export const namePattern = /^\p{L}[\p{L}\p{M} .·'’-]*$/u;
export const nameRule = requiredText('nameRequired', 50).regex(namePattern, key('nameFormat'));

export const researchFieldRule = requiredText('researchFieldRequired', 100).regex(noControlCharacters, key('invalidInput'));

/** The 6-digit code sent by SMS or e-mail. */
export const verificationCodeRule = requiredText('codeRequired', 16).regex(/^\d{6}$/, key('codeFormat'));

/** The answer to the image captcha (GET /rc-pub/api/captcha). */
export const captchaRule = requiredText('captchaRequired', 16).regex(/^[A-Za-z0-9]{1,16}$/, key('captchaFormat'));

/** The user agreement must be accepted before registering. */
export const agreementRule = z.literal(true, { error: key('agreementRequired') });

/** Spec §5 and §9: 8-20 characters of digits, uppercase and lowercase letters, no whitespace. */
export const passwordLength = { min: 8, max: 20 } as const;

function passwordRuleWith(required: AccountMessageKey) {
  return z
    .string({ error: (issue) => key(issue.input === undefined || issue.input === null ? required : 'invalidInput') })
    .min(1, key(required))
    .max(200, key('passwordLength'))
    .superRefine((value, context) => {
      const fail = (message: AccountMessageKey) => context.addIssue({ code: 'custom', message: key(message) });
      if (/\s/u.test(value)) return fail('passwordWhitespace');
      if (!noControlCharacters.test(value)) return fail('invalidInput');
      const length = [...value].length;
      if (length < passwordLength.min || length > passwordLength.max) return fail('passwordLength');
      if (!/\d/.test(value) || !/[A-Z]/.test(value) || !/[a-z]/.test(value)) return fail('passwordCharacters');
    });
}

/** A new password's own rules (spec §5). Rules that compare with other fields are {@link newPasswordChecks}. */
export const passwordRule = passwordRuleWith('passwordRequired');
export const newPasswordRule = passwordRuleWith('newPasswordRequired');

/** A password being checked against its hash (login, original password): only presence and a sane length. */
export const passwordToVerifyRule = z
  .string({ error: (issue) => key(issue.input === undefined || issue.input === null ? 'passwordRequired' : 'invalidInput') })
  .min(1, key('passwordRequired'))
  .max(200, key('wrongPassword'));
export const originalPasswordRule = z
  .string({ error: (issue) => key(issue.input === undefined || issue.input === null ? 'originalPasswordRequired' : 'invalidInput') })
  .min(1, key('originalPasswordRequired'))
  .max(200, key('originalPasswordWrong'));

/** The confirmation field: required; whether it matches is {@link newPasswordChecks}. */
export const confirmPasswordRule = z
  .string({ error: (issue) => key(issue.input === undefined || issue.input === null ? 'confirmPasswordRequired' : 'invalidInput') })
  .min(1, key('confirmPasswordRequired'))
  .max(200, key('passwordsDoNotMatch'));

/**
 * Whether a password equals or contains the user name, ignoring case. For an e-mail address its local part counts as
 * the user name too (when at least 4 characters, so short local parts do not forbid common letter runs).
 */
export function passwordContainsUserName(password: string, userName: string): boolean {
  const lowered = password.toLowerCase();
  const name = userName.trim().toLowerCase();
  if (!name) return false;
  const localPart = name.includes('@') ? name.slice(0, name.indexOf('@')) : '';
  return lowered.includes(name) || (localPart.length >= 4 && lowered.includes(localPart));
}

/** Field names of a form holding a new password, for {@link newPasswordChecks}. */
export type NewPasswordFields = { password: string; confirmation: string; userName?: string; original?: string };

/**
 * The cross-field password rules of spec §5 for an object schema's `.superRefine`: the password must not equal or
 * contain the user name, must differ from the original, and the confirmation must match. Issues land on the field
 * they concern.
 */
export function newPasswordChecks(fields: NewPasswordFields) {
  return (value: Record<string, unknown>, context: z.RefinementCtx): void => {
    const password = value[fields.password];
    if (typeof password !== 'string') return;
    const userName = fields.userName === undefined ? undefined : value[fields.userName];
    if (typeof userName === 'string' && passwordContainsUserName(password, userName)) {
      context.addIssue({ code: 'custom', path: [fields.password], message: key('passwordContainsUserName') });
    }
    const original = fields.original === undefined ? undefined : value[fields.original];
    if (typeof original === 'string' && original === password) {
      context.addIssue({ code: 'custom', path: [fields.password], message: key('passwordUnchanged') });
    }
    const confirmation = value[fields.confirmation];
    if (typeof confirmation === 'string' && confirmation !== password) {
      context.addIssue({ code: 'custom', path: [fields.confirmation], message: key('passwordsDoNotMatch') });
    }
  };
}

/** A password for a known user name (the server checks a member's new password against their mobile or e-mail). */
export const passwordFor = (userName: string) =>
  passwordRule.refine((password) => !passwordContainsUserName(password, userName), key('passwordContainsUserName'));
