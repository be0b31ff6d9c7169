import { z } from 'zod';
import {
  accountReply,
  authPaths,
  captchaReply,
  changeMobileReply,
  changeMobileRequest,
  changePasswordRequest,
  isRegisteredReply,
  isRegisteredRequest,
  loginByMessageRequest,
  loginReply,
  loginRequest,
  registerRequest,
  sendCodeReply,
  sendCodeRequest,
  setNewPasswordRequest,
  thirdBindRequest,
  thirdLoginQuery,
  thirdLoginReply,
  thirdLoginUrlQuery,
  thirdLoginUrlReply,
} from '../account/auth-api.ts';
import { publicKeyPath, publicKeyReply } from '../account/password-key.ts';
import { endpoint, envelopeOf } from './endpoint.ts';

const tag = 'accounts';

/**
 * Sign-in, registration and the account (server/routes/auth-routes.ts, account-security-routes.ts,
 * third-party-login-routes.ts). Bodies and replies are the schemas both the routes and the account screens use
 * (schemas/account/auth-api.ts); the routes read them themselves, with the account messages of their language.
 */
export const accountEndpoints = {
  publicKey: endpoint({ method: 'GET', path: publicKeyPath, tag, summary: 'The key passwords are encrypted with before they are sent.', reply: envelopeOf(publicKeyReply) }),
  captcha: endpoint({ method: 'GET', path: authPaths.captcha, tag, summary: 'A new image captcha.', reply: envelopeOf(captchaReply) }),
  legacyCaptcha: endpoint({ method: 'GET', path: authPaths.legacyCaptcha, tag, summary: "The spec catalogue's older captcha address.", reply: envelopeOf(captchaReply) }),
  isRegistered: endpoint({ method: 'POST', path: authPaths.isRegistered, tag, summary: 'Whether an account (mobile or e-mail) is registered.', body: isRegisteredRequest, reply: envelopeOf(isRegisteredReply) }),
  sendReceiverMessage: endpoint({ method: 'POST', path: authPaths.sendReceiverMessage, tag, summary: 'Sends a verification code by SMS or e-mail.', body: sendCodeRequest, reply: envelopeOf(sendCodeReply) }),
  register: endpoint({ method: 'POST', path: authPaths.register, tag, summary: 'Registers an account and signs it in.', body: registerRequest, reply: envelopeOf(loginReply) }),
  login: endpoint({ method: 'POST', path: authPaths.login, tag, summary: 'Signs in with a password.', body: loginRequest, reply: envelopeOf(loginReply) }),
  loginByMessage: endpoint({ method: 'POST', path: authPaths.loginByMessage, tag, summary: 'Signs in with a verification code.', body: loginByMessageRequest, reply: envelopeOf(loginReply) }),
  setNewPwd: endpoint({ method: 'POST', path: authPaths.setNewPwd, tag, summary: 'Sets a forgotten password with a verification code.', body: setNewPasswordRequest, reply: envelopeOf(z.null()) }),
  logout: endpoint({ method: 'DELETE', path: authPaths.logout, tag, summary: 'Signs out.', reply: envelopeOf(z.null()) }),
  account: endpoint({ method: 'GET', path: authPaths.account, tag, summary: 'The signed-in account.', reply: envelopeOf(accountReply) }),
  changePwd: endpoint({ method: 'POST', path: authPaths.changePwd, tag, summary: "Changes the signed-in member's password.", body: changePasswordRequest, reply: envelopeOf(z.null()) }),
  changeMobile: endpoint({ method: 'POST', path: authPaths.changeMobile, tag, summary: "Changes the signed-in member's mobile number.", body: changeMobileRequest, reply: envelopeOf(changeMobileReply) }),
  getUmtLoginUrl: endpoint({ method: 'GET', path: authPaths.getUmtLoginUrl, tag, summary: "The third-party sign-in provider's address.", query: thirdLoginUrlQuery, reply: envelopeOf(thirdLoginUrlReply) }),
  loginByThirdLoginUrl: endpoint({ method: 'GET', path: authPaths.loginByThirdLoginUrl, tag, summary: 'Signs in with the code a third-party provider returned.', query: thirdLoginQuery, reply: envelopeOf(thirdLoginReply) }),
  thirdBind: endpoint({ method: 'POST', path: authPaths.thirdBind, tag, summary: 'Binds a third-party identity to an account and signs it in.', body: thirdBindRequest, reply: envelopeOf(thirdLoginReply) }),
} as const;
