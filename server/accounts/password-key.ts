import { constants, createHash, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { passwordKeyAlgorithm, type PublicKeyReply } from '../../schemas/account/password-key.ts';

const generate = promisify(generateKeyPair);

const modulusBits = 2048;
/** An RSA-2048 ciphertext: 256 bytes, 344 characters of standard base64. */
const ciphertextPattern = /^[A-Za-z0-9+/]{342}==$/;

type KeyPair = { privateKey: KeyObject; reply: PublicKeyReply };

/**
 * The key pair passwords may be encrypted with on their way in (format: schemas/account/password-key.ts). Made on
 * first use, off the event loop, and kept for the life of the process; the private key never leaves it.
 */
export class PasswordKey {
  #pair: Promise<KeyPair> | undefined;

  #keys(): Promise<KeyPair> {
    this.#pair ??= generate('rsa', { modulusLength: modulusBits }).then(({ privateKey, publicKey }) => {
      const der = publicKey.export({ type: 'spki', format: 'der' });
      return {
        privateKey,
        reply: {
          publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
          algorithm: passwordKeyAlgorithm,
          keyId: createHash('sha256').update(der).digest('base64url').slice(0, 16),
        },
      };
    });
    return this.#pair;
  }

  async publicKey(): Promise<PublicKeyReply> {
    return (await this.#keys()).reply;
  }

  /** Whether a field's value is shaped like a ciphertext (no password is: passwords are at most 200 characters). */
  static isCiphertext(value: unknown): value is string {
    return typeof value === 'string' && ciphertextPattern.test(value);
  }

  /** The password a ciphertext holds; undefined when this key did not encrypt it (or it was damaged). */
  async decrypt(ciphertext: string): Promise<string | undefined> {
    const { privateKey } = await this.#keys();
    try {
      const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ciphertext, 'base64'));
      return new TextDecoder('utf-8', { fatal: true }).decode(plain);
    } catch {
      return undefined;
    }
  }
}
