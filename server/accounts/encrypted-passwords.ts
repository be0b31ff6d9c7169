import type { FastifyInstance } from 'fastify';
import { encryptedPasswordFields, publicKeyPath } from '../../schemas/account/password-key.ts';
import { accountEndpoints as endpoints } from '../../schemas/api/account-endpoints.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { route } from '../http/typed-route.ts';
import { PasswordKey } from './password-key.ts';

/**
 * Passwords encrypted with the key of `getPublicKey` (schemas/account/password-key.ts), in the routes of `scope`:
 * the key is served, and each password field of a JSON body that holds a ciphertext is replaced by the password it
 * encrypts before the route reads it, so every rule and limit applies to the password as it was typed.
 */
export function acceptEncryptedPasswords(scope: FastifyInstance, key: PasswordKey): void {
  route(scope, endpoints.publicKey, async (_request, _input, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await key.publicKey());
  });

  scope.addHook('preValidation', async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const field of encryptedPasswordFields) {
      const value = fields[field];
      if (!PasswordKey.isCiphertext(value)) continue;
      const password = await key.decrypt(value);
      if (password === undefined) throw ApiError.badRequest(`body field "${field}" could not be decrypted with the key from ${publicKeyPath}; fetch the key again`);
      fields[field] = password;
    }
  });
}
