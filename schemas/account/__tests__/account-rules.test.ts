import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountMessage, isAccountMessageKey, type AccountMessageKey } from '../account-messages.ts';
import {
  accountKindOf,
  accountRule,
  agreementRule,
  captchaRule,
  confirmPasswordRule,
  emailRule,
  mobileRule,
  nameRule,
  newPasswordChecks,
  newPasswordRule,
  originalPasswordRule,
  passwordContainsUserName,
  passwordFor,
  passwordRule,
  passwordToVerifyRule,
  researchFieldRule,
  subscriptionEmailRule,
  verificationCodeRule,
} from '../account-rules.ts';
import type { AnySchema } from '../../any-schema.ts';

/** The first problem's catalogue key, or 'ok'; and both its texts exist. */
function verdict(schema: AnySchema, value: unknown): AccountMessageKey | 'ok' {
  const result = schema.safeParse(value);
  if (result.success) return 'ok';
  const key = result.error.issues[0]!.message;
  expect(isAccountMessageKey(key), `"${key}" is a catalogue key`).toBe(true);
  expect(accountMessage(key as AccountMessageKey, 'zh')).not.toBe(accountMessage(key as AccountMessageKey, 'en'));
  return key as AccountMessageKey;
}

describe('mobileRule (mainland China)', () => {
  it.each([
    ['13812345678', 'ok'],
    [' 19912345678 ', 'ok'],
    ['12812345678', 'mobileFormat'],
    ['1381234567', 'mobileFormat'],
    ['138123456789', 'mobileFormat'],
    ['+8613812345678', 'mobileFormat'],
    ['', 'mobileRequired'],
    [undefined, 'mobileRequired'],
    [13812345678, 'invalidInput'],
    ['1'.repeat(10_000), 'fieldTooLong'],
  ] as const)('%j → %s', (value, expected) => expect(verdict(mobileRule, value)).toBe(expected));

  it('shows the spec’s wording', () => {
    expect(accountMessage('mobileFormat', 'en')).toBe('Phone number format incorrect, please try again.');
  });
});

describe('emailRule', () => {
  it.each([
    ['reader@example.org', 'ok'],
    ['a.b+c@sub.example.co', 'ok'],
    ['reader@example', 'emailFormat'],
    ['reader@@example.org', 'emailFormat'],
    ['read er@example.org', 'emailFormat'],
    ['reader@exa\u0000mple.org', 'emailFormat'],
    ['', 'emailRequired'],
    [null, 'emailRequired'],
  ] as const)('%j → %s', (value, expected) => expect(verdict(emailRule, value)).toBe(expected));

  it('lower-cases', () => {
    expect(emailRule.parse(' Reader@Example.ORG ')).toBe('reader@example.org');
  });

  it('has the subscription form’s wording too', () => {
    expect(verdict(subscriptionEmailRule, 'nope')).toBe('emailFormatEnter');
    expect(accountMessage('emailFormatEnter', 'en')).toBe('Please enter the correct email format');
    expect(accountMessage('emailFormat', 'en')).toBe('E-mail format is incorrect');
  });
});

describe('accountRule (mobile or e-mail)', () => {
  it.each([
    ['13812345678', 'ok'],
    ['reader@example.org', 'ok'],
    ['1381234', 'mobileFormat'],
    ['reader@', 'emailFormat'],
    ['reader', 'accountFormat'],
    ['   ', 'accountRequired'],
    [{}, 'invalidInput'],
  ] as const)('%j → %s', (value, expected) => expect(verdict(accountRule, value)).toBe(expected));

  it('knows which kind an account is', () => {
    expect(accountKindOf('13812345678')).toBe('mobile');
    expect(accountKindOf('a@b.cn')).toBe('email');
  });
});

describe('nameRule', () => {
  it.each([
    ['张三', 'ok'],
    ['Mary-Jane O’Neil', 'ok'],
    ['Dr. Smith', 'ok'],
    ['Robert123', 'nameFormat'],
    ['<script>', 'nameFormat'],
    ['-Anna', 'nameFormat'],
    ['', 'nameRequired'],
    ['a'.repeat(51), 'fieldTooLong'],
  ] as const)('%j → %s', (value, expected) => expect(verdict(nameRule, value)).toBe(expected));

  it('shows the spec’s wording', () => {
    expect(accountMessage('nameFormat', 'en')).toBe('Name format is incorrect');
  });
});

describe('other required fields', () => {
  it.each([
    [researchFieldRule, '', 'researchFieldRequired'],
    [researchFieldRule, 'Optics', 'ok'],
    [researchFieldRule, 'Opt\u0007ics', 'invalidInput'],
    [verificationCodeRule, '', 'codeRequired'],
    [verificationCodeRule, '123456', 'ok'],
    [verificationCodeRule, '12345', 'codeFormat'],
    [verificationCodeRule, '12345a', 'codeFormat'],
    [captchaRule, '', 'captchaRequired'],
    [captchaRule, 'aB3d', 'ok'],
    [captchaRule, 'a b', 'captchaFormat'],
    [originalPasswordRule, '', 'originalPasswordRequired'],
    [originalPasswordRule, 'anything', 'ok'],
    [newPasswordRule, '', 'newPasswordRequired'],
    [confirmPasswordRule, '', 'confirmPasswordRequired'],
    [confirmPasswordRule, undefined, 'confirmPasswordRequired'],
    [passwordToVerifyRule, '', 'passwordRequired'],
    [passwordToVerifyRule, 'x', 'ok'],
  ] as const)('%# → %s', (schema, value, expected) => expect(verdict(schema, value)).toBe(expected));
});

describe('agreementRule', () => {
  it.each([
    [true, 'ok'],
    [false, 'agreementRequired'],
    [undefined, 'agreementRequired'],
    ['true', 'agreementRequired'],
  ] as const)('%j → %s', (value, expected) => expect(verdict(agreementRule, value)).toBe(expected));

  it('shows the spec’s wording', () => {
    expect(accountMessage('agreementRequired', 'en')).toBe('Please click to accept the user agreement first');
  });
});

describe('passwordRule (spec §5: 8-20; digits, upper and lower case; no whitespace)', () => {
  it.each([
    ['Reader2024', 'ok'],
    ['Aa345678', 'ok'],
    ['Aa3456789012345678901'.slice(0, 20), 'ok'],
    ['Aa34567', 'passwordLength'],
    ['Aa345678901234567890x', 'passwordLength'],
    ['reader2024', 'passwordCharacters'],
    ['READER2024', 'passwordCharacters'],
    ['ReaderReader', 'passwordCharacters'],
    ['Reader 2024', 'passwordWhitespace'],
    ['Reader\t2024', 'passwordWhitespace'],
    ['Reader\u00002024', 'invalidInput'],
    ['', 'passwordRequired'],
    [12345678, 'invalidInput'],
  ] as const)('%j → %s', (value, expected) => expect(verdict(passwordRule, value)).toBe(expected));

  it('must not equal or contain the user name', () => {
    expect(verdict(passwordFor('13812345678'), 'A13812345678b')).toBe('passwordContainsUserName');
    expect(verdict(passwordFor('13812345678'), 'Reader2024')).toBe('ok');
    expect(passwordContainsUserName('Xreader.oneY1', 'Reader.One@example.org')).toBe(true);
    expect(passwordContainsUserName('Abcd1234', 'abc@example.org')).toBe(false);
    expect(passwordContainsUserName('Abcd1234', '')).toBe(false);
  });
});

describe('newPasswordChecks', () => {
  const form = z
    .object({ account: z.string(), original: z.string(), password: z.string(), confirm: z.string() })
    .superRefine(newPasswordChecks({ password: 'password', confirmation: 'confirm', userName: 'account', original: 'original' }));
  const issues = (value: Record<string, string>) => {
    const result = form.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('puts each problem on its field', () => {
    expect(issues({ account: '13812345678', original: 'Old2024ab', password: 'New2025ab', confirm: 'New2025ab' })).toEqual([]);
    expect(issues({ account: '13812345678', original: 'Old2024ab', password: 'New2025ab', confirm: 'New2025ac' })).toEqual([['confirm', 'passwordsDoNotMatch']]);
    expect(issues({ account: '13812345678', original: 'Old2024ab', password: 'Old2024ab', confirm: 'Old2024ab' })).toEqual([['password', 'passwordUnchanged']]);
    expect(issues({ account: '13812345678', original: 'x', password: 'P13812345678', confirm: 'P13812345678' })).toEqual([['password', 'passwordContainsUserName']]);
  });

  it('shows the spec’s wording for a mismatch', () => {
    expect(accountMessage('passwordsDoNotMatch', 'en')).toBe('Passwords do not match, please try again');
    expect(accountMessage('passwordsDoNotMatch', 'zh')).toBe('两次输入的密码不一致，请重新输入');
  });
});
