import { createDecipheriv, randomBytes } from 'node:crypto';
import { ApiError } from '../http/api-error.ts';

/** The key of the translation request body (format: schemas/translation.ts): the configured one, else random per process. */
export function translationAesKey(configuredHex: string | undefined): Buffer {
  return configuredHex ? Buffer.from(configuredHex, 'hex') : randomBytes(32);
}

const bodyFormat = /^([A-Za-z0-9+/]+={0,2}):([A-Za-z0-9+/]+={0,2})$/;

/** The JSON inside an encrypted body, `base64(iv):base64(ciphertext)` (AES-256-CBC, PKCS#7); anything else is a 400. */
export function decryptTranslationBody(body: unknown, key: Buffer): unknown {
  const match = typeof body === 'string' ? bodyFormat.exec(body.trim()) : null;
  if (!match) throw ApiError.badRequest('body must be the encrypted translation request as text/plain: base64(iv):base64(ciphertext)');
  const iv = Buffer.from(match[1]!, 'base64');
  if (iv.length !== 16) throw ApiError.badRequest('body: the IV must be 16 bytes');
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    const plain = Buffer.concat([decipher.update(Buffer.from(match[2]!, 'base64')), decipher.final()]).toString('utf8');
    return JSON.parse(plain);
  } catch {
    throw ApiError.badRequest('body could not be decrypted with the key from /rc-pub/front/getAesKey');
  }
}
