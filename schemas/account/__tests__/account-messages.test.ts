import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountMessage, accountMessageKeys, accountMessages, isAccountMessageKey } from '../account-messages.ts';

describe('account message catalogue', () => {
  it('has a Chinese and an English text for every message', () => {
    for (const key of accountMessageKeys) {
      expect(accountMessages[key].zh.trim(), key).not.toBe('');
      expect(accountMessages[key].en.trim(), key).not.toBe('');
      expect(accountMessages[key].zh, key).not.toBe(accountMessages[key].en);
    }
  });

  it('keeps the English texts the spec quotes (§5, §8) verbatim', () => {
    expect(accountMessages.passwordsDoNotMatch.en).toBe('Passwords do not match, please try again');
    expect(accountMessages.agreementRequired.en).toBe('Please click to accept the user agreement first');
    expect(accountMessages.mobileFormat.en).toBe('Phone number format incorrect, please try again.');
    expect(accountMessages.emailFormat.en).toBe('E-mail format is incorrect');
    expect(accountMessages.emailFormatEnter.en).toBe('Please enter the correct email format');
    expect(accountMessages.nameFormat.en).toBe('Name format is incorrect');
    expect(accountMessages.userNotFoundBind.en).toBe('User not found, please bind first.');
    expect(accountMessages.loginSuccessful.en).toBe('Login successful');
    expect(accountMessages.registrationSuccess.en).toBe('registration success');
    expect(accountMessages.passwordResetSuccessfully.en).toBe('Password Reset Successfully');
    expect(accountMessages.logoutSuccessful).toEqual({ zh: '退出成功', en: 'Logout successful' });
    expect([accountMessages.mobileLinked.en, accountMessages.mobileUnlinked.en, accountMessages.passwordSet.en, accountMessages.passwordUnset.en]).toEqual([
      'Linked',
      'Unlinked',
      'Set',
      'UnSet',
    ]);
  });

  it('answers Chinese for zh and for no language, English for every other language', () => {
    expect(accountMessage('loginSuccessful', 'zh')).toBe('登录成功');
    expect(accountMessage('loginSuccessful', undefined)).toBe('登录成功');
    for (const language of ['en', 'ru', 'ara', 'spa', 'fra', 'de', 'jp', 'kor', 'pt', 'xx']) {
      expect(accountMessage('loginSuccessful', language)).toBe('Login successful');
    }
  });

  it('fills placeholders, and leaves unknown ones visible', () => {
    expect(accountMessage('resendTooSoon', 'en', { seconds: 42 })).toBe('Please wait 42 seconds before asking for a new code');
    expect(accountMessage('resendTooSoon', 'zh', { seconds: 42 })).toBe('请42秒后再获取验证码');
    expect(accountMessage('tooManyAttempts', 'en', { minutes: 15 })).toBe('Too many failed attempts, please try again in 15 minutes');
    expect(accountMessage('codeText', 'en', { code: '123456', minutes: 5 })).toContain('123456');
    expect(accountMessage('resendTooSoon', 'en')).toContain('{seconds}');
  });

  it('recognises its keys only', () => {
    expect(isAccountMessageKey('captchaWrong')).toBe(true);
    expect(isAccountMessageKey('toString')).toBe(false);
    expect(isAccountMessageKey('Invalid input')).toBe(false);
    expect(isAccountMessageKey(3)).toBe(false);
  });

  it('has no message that nothing uses', () => {
    const sourceDirs = ['schemas/account', 'server/accounts', 'server/accounts/third-party', 'server/routes'];
    const source = sourceDirs
      .flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith('.ts')).map((name) => readFileSync(join(dir, name), 'utf8')))
      .join('\n')
      .replace(/export const accountMessages = \{[\s\S]*?\n\} as const/, '');
    // Shown by the client only: the account page's advice and its status labels (the server answers Linked/Set as values).
    const clientOnly = new Set(['passwordChangeAdvice', 'mobileLinked', 'mobileUnlinked', 'passwordSet', 'passwordUnset']);
    const unused = accountMessageKeys.filter((key) => !clientOnly.has(key) && !new RegExp(`\\b${key}\\b`).test(source));
    expect(unused).toEqual([]);
  });
});
