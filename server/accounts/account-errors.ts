import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountMessage, isAccountMessageKey, type AccountMessageKey } from '../../schemas/account/account-messages.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiError } from '../http/api-error.ts';
import type { InputReader } from '../http/typed-route.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

/** The reader's language: the `language` header (spec §7), else the `language` cookie; undefined means zh. */
export function readerLanguage(request: FastifyRequest): string | undefined {
  const header = request.headers.language;
  if (typeof header === 'string' && header !== '') return header;
  return request.cookies.language || undefined;
}

/** The catalogue message in the reader's language. */
export function messageFor(request: FastifyRequest, key: AccountMessageKey, values?: Record<string, string | number>): string {
  return accountMessage(key, readerLanguage(request), values);
}

type FailureOptions = { httpStatus?: number; values?: Record<string, string | number>; data?: unknown };

/** A reply that is not a success, with the catalogue message in the reader's language. */
export function accountFailure(request: FastifyRequest, status: number, key: AccountMessageKey, options: FailureOptions = {}): ApiError {
  return new ApiError(status, messageFor(request, key, options.values), options.httpStatus ?? 200, options.data);
}

/**
 * Parses account input with its rules (schemas/account); on failure answers status 40000 (HTTP 400) with the
 * catalogue message of the first problem, in the reader's language. A problem that is not one of the catalogue's
 * (a wrong type deep inside, an unknown shape) reads as 'invalid input'.
 */
export function parseAccountInput<S extends AnySchema>(schema: S, input: unknown, request: FastifyRequest): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0]?.message;
  throw accountFailure(request, statusCodes.badRequest, isAccountMessageKey(first) ? first : 'invalidInput', { httpStatus: 400 });
}

/** The account routes' way to read their input (server/http/typed-route.ts): {@link parseAccountInput}. */
export const readAccountInput: InputReader = (schema, value, _where, request) => parseAccountInput(schema, value, request);
