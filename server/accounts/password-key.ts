import { constants, createHash, createHmac, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { passwordKeyAlgorithm, type PublicKeyReply } from '../../schemas/account/password-key.ts';
import type { Database } from '../db/tables.ts';

const generate = promisify(generateKeyPair);

const modulusBits = 2048;
/** An RSA-2048 ciphertext: 256 bytes, 344 characters of standard base64. */
const ciphertextPattern = /^[A-Za-z0-9+/]{342}==$/;
const rowName = 'password-key';

type KeyPair = { privateKey: KeyObject; reply: PublicKeyReply };

/**
 * The key pair passwords may be encrypted with on their way in (format: schemas/account/password-key.ts). Made once
 * for every server process that shares the database and the deployment's secret: the first to need it makes it (off
 * the event loop) and keeps it in `server_key`, encrypted with a key derived from the secret (PKCS#8, AES-256), so a
 * copy of the database alone does not give it away; the others read it. A key made under another secret (a
 * deployment restarted without AUTH_SECRET) is replaced. Whichever process writes first wins, and every process uses
 * what the row holds, so a page's key works in whichever process takes the sign-in.
 */
export class PasswordKey {
  #pair: Promise<KeyPair> | undefined;
  readonly #passphrase: string;

  constructor(
    private readonly db: Kysely<Database>,
    secret: Buffer,
  ) {
    this.#passphrase = createHmac('sha256', secret).update('masthead password key').digest('base64url');
  }

  #keys(): Promise<KeyPair> {
    this.#pair ??= this.#shared().catch((error: unknown) => {
      this.#pair = undefined;
      throw error;
    });
    return this.#pair;
  }

  async #shared(): Promise<KeyPair> {
    const stored = await this.#stored();
    const usable = stored && this.#open(stored);
    if (usable) return pairOf(usable);
    const { privateKey } = await generate('rsa', { modulusLength: modulusBits });
    const value = privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: this.#passphrase }).toString();
    if (stored === undefined) {
      await this.db.insertInto('server_key').values({ name: rowName, value, created_at: Date.now() }).onConflict((conflict) => conflict.column('name').doNothing()).execute();
    } else {
      await this.db.updateTable('server_key').set({ value, created_at: Date.now() }).where('name', '=', rowName).where('value', '=', stored).execute();
    }
    // Another process may have written first: its key is everyone's.
    const winner = await this.#stored();
    return pairOf((winner && this.#open(winner)) || privateKey);
  }

  async #stored(): Promise<string | undefined> {
    return (await this.db.selectFrom('server_key').select('value').where('name', '=', rowName).executeTakeFirst())?.value;
  }

  #open(pem: string): KeyObject | undefined {
    try {
      return createPrivateKey({ key: pem, format: 'pem', passphrase: this.#passphrase });
    } catch {
      return undefined;
    }
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

function pairOf(privateKey: KeyObject): KeyPair {
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privateKey,
    reply: {
      publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      algorithm: passwordKeyAlgorithm,
      keyId: createHash('sha256').update(der).digest('base64url').slice(0, 16),
    },
  };
}
