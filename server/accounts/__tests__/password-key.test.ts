import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { PasswordKey } from '../password-key.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.close();
});

const encrypt = (publicKey: string, text: string) =>
  publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');

describe('the password key', () => {
  const secret = Buffer.alloc(32, 7);

  it('is made once and used by every process with the deployment’s secret: one encrypts, another decrypts', async () => {
    const [first, second] = [new PasswordKey(handle.db, secret), new PasswordKey(handle.db, secret)];
    const [one, two] = await Promise.all([first.publicKey(), second.publicKey()]);
    expect(two).toEqual(one);
    expect(await second.decrypt(encrypt(one.publicKey, 'correct horse'))).toBe('correct horse');
  });

  it('is kept encrypted: the row is no usable key without the secret', async () => {
    const { value } = await handle.db.selectFrom('server_key').select('value').where('name', '=', 'password-key').executeTakeFirstOrThrow();
    expect(value).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----/);
  });

  it('is made anew under another secret (a restart without AUTH_SECRET), and then is everyone’s', async () => {
    const before = await new PasswordKey(handle.db, secret).publicKey();
    const after = await new PasswordKey(handle.db, Buffer.alloc(32, 8)).publicKey();
    expect(after.keyId).not.toBe(before.keyId);
    expect((await new PasswordKey(handle.db, Buffer.alloc(32, 8)).publicKey()).keyId).toBe(after.keyId);
  });
});
