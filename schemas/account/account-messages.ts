/**
 * Every message the sign-in, registration and account screens show, in Chinese and English. English texts quoted by
 * spec §5 and §8 are kept verbatim. Validation rules (account-rules.ts) and the server's replies name messages by key,
 * so the client and the server translate the same keys. `{name}` marks a value filled in by {@link accountMessage}.
 *
 * Additive only: keys are a contract between the client and the server.
 */
export const accountMessages = {
  // Validation: required fields (spec §5).
  accountRequired: { zh: '请输入手机号或邮箱', en: 'Please enter your mobile number or e-mail' },
  mobileRequired: { zh: '请输入手机号', en: 'Please enter your mobile number' },
  passwordRequired: { zh: '请输入密码', en: 'Please enter your password' },
  codeRequired: { zh: '请输入验证码', en: 'Please enter the verification code' },
  nameRequired: { zh: '请输入姓名', en: 'Please enter your name' },
  emailRequired: { zh: '请输入邮箱', en: 'Please enter your e-mail' },
  researchFieldRequired: { zh: '请输入研究领域', en: 'Please enter your research field' },
  originalPasswordRequired: { zh: '请输入原密码', en: 'Please enter the original password' },
  newPasswordRequired: { zh: '请输入新密码', en: 'Please enter a new password' },
  confirmPasswordRequired: { zh: '请再次输入新密码', en: 'Please enter the new password again' },
  captchaRequired: { zh: '请输入图形验证码', en: 'Please enter the captcha' },

  // Validation: formats (spec §5).
  mobileFormat: { zh: '手机号格式不正确，请重新输入。', en: 'Phone number format incorrect, please try again.' },
  emailFormat: { zh: '邮箱格式不正确', en: 'E-mail format is incorrect' },
  emailFormatEnter: { zh: '请输入正确的邮箱格式', en: 'Please enter the correct email format' },
  nameFormat: { zh: '姓名格式不正确', en: 'Name format is incorrect' },
  accountFormat: { zh: '请输入正确的手机号或邮箱', en: 'Please enter a correct mobile number or e-mail' },
  codeFormat: { zh: '验证码为6位数字', en: 'The verification code is 6 digits' },
  captchaFormat: { zh: '图形验证码格式不正确', en: 'The captcha format is incorrect' },
  fieldTooLong: { zh: '输入内容过长', en: 'The input is too long' },
  invalidInput: { zh: '输入内容不正确', en: 'The input is invalid' },

  // Validation: passwords (spec §5, §9: 8-20 characters).
  passwordLength: { zh: '密码长度为8-20位', en: 'The password must be 8-20 characters' },
  passwordCharacters: { zh: '密码须同时包含数字、大写字母和小写字母', en: 'The password must contain digits, uppercase and lowercase letters' },
  passwordWhitespace: { zh: '密码不能包含空格', en: 'The password must not contain spaces' },
  passwordContainsUserName: { zh: '密码不能与用户名相同或包含用户名', en: 'The password must not equal or contain the user name' },
  passwordUnchanged: { zh: '新密码不能与原密码相同', en: 'The new password must differ from the original password' },
  passwordsDoNotMatch: { zh: '两次输入的密码不一致，请重新输入', en: 'Passwords do not match, please try again' },
  passwordChangeAdvice: { zh: '建议每3个月修改一次密码', en: 'We advise changing your password every 3 months' },
  agreementRequired: { zh: '请先勾选同意用户协议', en: 'Please click to accept the user agreement first' },

  // Outcomes that are not a success (spec §8 and this implementation's).
  // Spec §8's 'User not found, please register first.' is not said: it told strangers which accounts exist (issue 16).
  userNotFoundBind: { zh: '用户不存在，请先绑定。', en: 'User not found, please bind first.' },
  alreadyRegistered: { zh: '该账号已注册，请直接登录', en: 'This account is already registered, please log in' },
  mobileInUse: { zh: '该手机号已绑定其他账号', en: 'This mobile number is already linked to another account' },
  wrongPassword: { zh: '账号或密码错误', en: 'Incorrect account or password' },
  originalPasswordWrong: { zh: '原密码错误', en: 'The original password is incorrect' },
  codeWrong: { zh: '验证码错误', en: 'The verification code is incorrect' },
  codeExpired: { zh: '验证码已失效，请重新获取', en: 'The verification code has expired, please get a new one' },
  codeTooManyAttempts: { zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong codes, please get a new one' },
  captchaWrong: { zh: '图形验证码错误', en: 'The captcha is incorrect' },
  captchaExpired: { zh: '图形验证码已失效，请刷新', en: 'The captcha has expired, please refresh it' },
  resendTooSoon: { zh: '请{seconds}秒后再获取验证码', en: 'Please wait {seconds} seconds before asking for a new code' },
  tooManyAttempts: { zh: '登录失败次数过多，请{minutes}分钟后再试', en: 'Too many failed attempts, please try again in {minutes} minutes' },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  bindTicketExpired: { zh: '绑定已失效，请重新进行第三方登录', en: 'The binding has expired, please sign in with the third party again' },
  thirdPartyFailed: { zh: '第三方登录失败，请重试', en: 'Third-party login failed, please try again' },
  thirdPartyUnavailable: { zh: '未开启第三方登录', en: 'Third-party login is not available' },
  sessionExpired: { zh: '登录已过期，请重新登录', en: 'Your session has expired, please log in again.' },

  // Successes (spec §8).
  loginSuccessful: { zh: '登录成功', en: 'Login successful' },
  registrationSuccess: { zh: '注册成功', en: 'registration success' },
  passwordResetSuccessfully: { zh: '密码重置成功', en: 'Password Reset Successfully' },
  logoutSuccessful: { zh: '退出成功', en: 'Logout successful' },
  passwordChanged: { zh: '密码修改成功', en: 'Password changed successfully' },
  mobileChanged: { zh: '手机号修改成功', en: 'Mobile number changed successfully' },
  codeSent: { zh: '验证码已发送', en: 'The verification code has been sent' },
  bindSuccessful: { zh: '绑定成功', en: 'Account linked successfully' },

  // Account page labels (spec §4: mobile Linked or Unlinked; password Set or UnSet).
  mobileLinked: { zh: '已绑定', en: 'Linked' },
  mobileUnlinked: { zh: '未绑定', en: 'Unlinked' },
  passwordSet: { zh: '已设置', en: 'Set' },
  passwordUnset: { zh: '未设置', en: 'UnSet' },

  // The verification code as sent by SMS or e-mail.
  codeMailSubject: { zh: '您的验证码', en: 'Your verification code' },
  codeNotSent: { zh: '验证码发送失败，请稍后重试', en: 'The code could not be sent, please try again later.' },
  codeText: { zh: '您的验证码是{code}，{minutes}分钟内有效，请勿泄露给他人。', en: 'Your verification code is {code}. It is valid for {minutes} minutes; do not share it.' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type AccountMessageKey = keyof typeof accountMessages;

export const accountMessageKeys = Object.keys(accountMessages) as AccountMessageKey[];

export function isAccountMessageKey(value: unknown): value is AccountMessageKey {
  return typeof value === 'string' && Object.hasOwn(accountMessages, value);
}

/**
 * The message in the reader's language: Chinese for `zh` and for no language at all (spec §7: a client that sends
 * none means zh), English for every other language. `{name}` placeholders are filled from `values`.
 */
export function accountMessage(key: AccountMessageKey, language: string | undefined, values: Record<string, string | number> = {}): string {
  const text = accountMessages[key][language === undefined || language === 'zh' ? 'zh' : 'en'];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
