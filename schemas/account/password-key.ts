import { z } from 'zod';

/**
 * `GET /rc-pub/front/getPublicKey` (spec §7 catalogue): the RSA public key a client may encrypt a password with
 * before it leaves the browser, so that no proxy, log or browser extension reading request bodies sees it.
 *
 * 1. The reply's data is a {@link publicKeyReply}: an RSA-2048 key (SPKI, PEM), made by the server when it starts
 *    (it changes when the server restarts: a client keeps it no longer than a page).
 * 2. The client encrypts the password's UTF-8 bytes with RSA-OAEP, SHA-256 for both the hash and MGF1 (WebCrypto:
 *    `{ name: 'RSA-OAEP' }` on a key imported with `hash: 'SHA-256'`), and sends the ciphertext in standard base64
 *    (344 characters) in place of the password, in any of {@link encryptedPasswordFields} of the `/rc-pub/api/`
 *    sign-in and account calls.
 * 3. A ciphertext the server cannot decrypt (another key, a damaged value) answers HTTP 400, status 40000: fetch the
 *    key again. A field that is no ciphertext is read as the password itself, as before.
 *
 * PKCS#1 v1.5 encryption is not accepted: its decryption is open to padding-oracle attacks.
 */
export const publicKeyPath = '/rc-pub/front/getPublicKey';

export const passwordKeyAlgorithm = 'RSA-OAEP-256';

export const publicKeyReply = z.object({
  /** `-----BEGIN PUBLIC KEY-----` … (SPKI); its base64 body is the DER WebCrypto imports as `spki`. */
  publicKey: z.string().startsWith('-----BEGIN PUBLIC KEY-----'),
  algorithm: z.literal(passwordKeyAlgorithm),
  /** Names the key (base64url of its SHA-256, 16 characters): a client sees when it has changed. */
  keyId: z.string().regex(/^[A-Za-z0-9_-]{16}$/),
});
export type PublicKeyReply = z.infer<typeof publicKeyReply>;

/** Body fields that may carry an encrypted password. */
export const encryptedPasswordFields = ['password', 'confirmPassword', 'originalPassword'] as const;
