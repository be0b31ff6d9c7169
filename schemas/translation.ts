import { z } from 'zod';
import { maxTranslationLength, translationLanguages } from './translation-languages.ts';

/**
 * The machine-translation wire format (spec §7 `getAiTranslateResult` and `getAesKey`):
 *
 * 1. `GET /rc-pub/front/getAesKey` answers {@link aesKeyReply}: an AES-256 key as 64 hex digits, held by the server
 *    (TRANSLATION_AES_KEY, else random per process).
 * 2. The client encrypts the JSON of a {@link translationRequest} with AES-256-CBC, PKCS#7 padding and a random 16-byte
 *    IV, and POSTs `base64(iv) + ":" + base64(ciphertext)` as `text/plain` to `getAiTranslateResult`.
 * 3. The reply's data is a {@link translationReply}: the provider's `trans_result`, or an `error_code`.
 *
 * Any caller may ask for the key, so this keeps the original API's body format; it hides nothing from the reader's
 * own browser (TLS protects the text in transit).
 */
export const aesKeyReply = z.object({ aesKey: z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex digits') });
export type AesKeyReply = z.infer<typeof aesKeyReply>;

export const translationRequest = z.object({
  from: z.literal('auto').default('auto'),
  to: z.enum(translationLanguages),
  /** The client's timestamp (`Date.now()`), passed on to the provider as its salt. */
  salt: z.number().int().nonnegative(),
  q: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(maxTranslationLength, `must be at most ${maxTranslationLength} characters`),
});
export type TranslationRequest = z.input<typeof translationRequest>;

export const translatedSegment = z.object({ src: z.string(), dst: z.string() });

/**
 * Baidu Fanyi's reply shape (spec §7: "read data.trans_result or data.error_code"). A transport failure on the way to
 * the provider is an `error_code` too: Baidu's 52001 (timeout) or 52002 (system error).
 */
export const translationReply = z.union([
  z.object({ trans_result: z.array(translatedSegment) }),
  z.object({ error_code: z.string(), error_msg: z.string() }),
]);
export type TranslationReply = z.infer<typeof translationReply>;
