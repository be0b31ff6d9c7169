import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes (memory-hard: N = 2^15, r = 8 uses 32 MiB per hash), written
 * `scrypt$N$r$p$salt$hash` with base64 salt and hash so the cost can rise later without breaking old hashes.
 */
export type PasswordHashCost = { readonly N: number; readonly r: number; readonly p: number };
export const productionHashCost: PasswordHashCost = { N: 2 ** 15, r: 8, p: 1 };
let cost = productionHashCost;
const keyLength = 32;

/**
 * For test processes only (tests/support/cheap-password-hashes.ts, a vitest setup file; never an environment
 * variable, which a deployment could set by mistake): hashes made from now on in this process use `next`. Each stored
 * hash names its own cost, so verifying is unchanged.
 */
export function setHashCostInThisProcess(next: PasswordHashCost): void {
  cost = next;
}

/** The cost new hashes are made with. */
export const currentHashCost = (): PasswordHashCost => cost;
/** Above the 32 MiB that N and r need (Node's default ceiling is exactly 32 MiB). */
const maxmem = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` is the one `stored` was made from; false for a malformed or missing hash. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
