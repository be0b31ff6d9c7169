import { describe, expect, it } from 'vitest';
import { authMethods, authPaths, changePasswordRequest, registerRequest, returnUrlRule, sendCodeRequest, setNewPasswordRequest } from '../auth-api.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? 'ok' : result.error!.issues[0]!.message);

describe('auth API', () => {
  it('keeps the spec’s paths under /rc-pub/api', () => {
    const { legacyCaptcha, ...paths } = authPaths;
    expect(Object.values(paths).every((path) => path.startsWith('/rc-pub/api/'))).toBe(true);
    expect(legacyCaptcha).toBe('/rc-pub/index/login/captcha.do');
    expect(Object.keys(authMethods).sort()).toEqual(Object.keys(authPaths).sort());
    expect(authMethods.logout).toBe('DELETE');
  });

  it('checks a registration field by field, then across fields', () => {
    const valid = { account: '13812345678', code: '123456', password: 'Reader2024', confirmPassword: 'Reader2024', agreement: true };
    expect(firstMessage(registerRequest.safeParse(valid))).toBe('ok');
    expect(firstMessage(registerRequest.safeParse({ ...valid, agreement: false }))).toBe('agreementRequired');
    expect(firstMessage(registerRequest.safeParse({ ...valid, confirmPassword: 'Reader2025' }))).toBe('passwordsDoNotMatch');
    expect(firstMessage(registerRequest.safeParse({ ...valid, password: 'A13812345678b', confirmPassword: 'A13812345678b' }))).toBe('passwordContainsUserName');
    expect(firstMessage(setNewPasswordRequest.safeParse({ ...valid, code: '' }))).toBe('codeRequired');
  });

  it('wants a new password different from the original', () => {
    expect(firstMessage(changePasswordRequest.safeParse({ originalPassword: 'Reader2024', password: 'Reader2024', confirmPassword: 'Reader2024' }))).toBe('passwordUnchanged');
    expect(firstMessage(changePasswordRequest.safeParse({ originalPassword: '', password: 'Reader2025', confirmPassword: 'Reader2025' }))).toBe('originalPasswordRequired');
  });

  it('sends changeMobile codes to mobiles only', () => {
    const request = { account: 'a@b.cn', purpose: 'changeMobile', captchaId: 'id', captcha: 'ab12' };
    expect(firstMessage(sendCodeRequest.safeParse(request))).toBe('mobileFormat');
    expect(firstMessage(sendCodeRequest.safeParse({ ...request, purpose: 'reset' }))).toBe('ok');
    expect(firstMessage(sendCodeRequest.safeParse({ ...request, captcha: undefined }))).toBe('captchaRequired');
  });

  it('accepts only same-site return URLs', () => {
    expect(returnUrlRule.safeParse('/optics/en/home/').success).toBe(true);
    expect(returnUrlRule.safeParse('//evil.example/').success).toBe(false);
    expect(returnUrlRule.safeParse('/\\evil.example/').success).toBe(false);
    expect(returnUrlRule.safeParse('https://evil.example/').success).toBe(false);
  });
});
