import CryptoJS from 'crypto-js/core';
import AES from 'crypto-js/aes';
import type { ApiClient } from '../../../runtime/api/api-client.ts';
import { ApiStatusError } from '../../../runtime/api/api-errors.ts';
import { callEndpoint, endpointPath } from '../../../runtime/api/call-endpoint.ts';
import { articleEndpoints } from '../../../schemas/api/article-endpoints.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import type { TranslationReply, TranslationRequest } from '../../../schemas/translation.ts';
import type { TranslationLanguage } from '../../../schemas/translation-languages.ts';

/**
 * The encrypted body of a translation request (format: schemas/translation.ts): the request's JSON under AES-256-CBC
 * with PKCS#7 padding and a fresh random IV, sent as `base64(iv):base64(ciphertext)`.
 */
export function encryptTranslationRequest(request: TranslationRequest, keyHex: string): string {
  const iv = CryptoJS.lib.WordArray.random(16);
  const { ciphertext } = AES.encrypt(CryptoJS.enc.Utf8.parse(JSON.stringify(request)), CryptoJS.enc.Hex.parse(keyHex), {
    iv,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  return `${CryptoJS.enc.Base64.stringify(iv)}:${CryptoJS.enc.Base64.stringify(ciphertext)}`;
}

const keys = new WeakMap<ApiClient, Promise<string>>();

function aesKeyOf(api: ApiClient): Promise<string> {
  let key = keys.get(api);
  if (!key) {
    key = callEndpoint(api, articleEndpoints.aesKey).then((reply) => reply.aesKey);
    key.catch(() => keys.delete(api));
    keys.set(api, key);
  }
  return key;
}

export type TranslateCall = (input: { q: string; to: TranslationLanguage }) => Promise<TranslationReply>;

/**
 * The reader's translate call: the body key is fetched once per page (again after the server refused a body, e.g.
 * because it restarted with a new key), the request encrypted and posted. Resolves to the provider's reply; rejects
 * on a non-zero status or a failed request.
 */
export function createTranslateCall(api: ApiClient, now: () => number = Date.now): TranslateCall {
  return async ({ q, to }) => {
    const body = encryptTranslationRequest({ from: 'auto', to, salt: now(), q }, await aesKeyOf(api));
    try {
      // The entry describes no body (it is the encrypted text), so `callEndpoint` would send none: posted by its path.
      const { translate } = articleEndpoints;
      return await api.post(endpointPath(translate), { schema: translate.reply.data, body });
    } catch (error) {
      if (error instanceof ApiStatusError && error.status === statusCodes.badRequest) keys.delete(api);
      throw error;
    }
  };
}
