import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { memberStatusCodes } from '../../schemas/account/member-api.ts';
import { isMessageKey, memberMessage, type MessageKey } from '../../schemas/account/member-messages.ts';
import type { Envelope } from '../../schemas/envelope.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { readerLanguage } from '../accounts/account-errors.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput, type InputPlace } from '../http/parse-input.ts';
import type { InputReader } from '../http/typed-route.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

/** A catalogue message (member or account) in the reader's language. */
export function memberText(request: FastifyRequest, key: MessageKey, values?: Record<string, string | number>): string {
  return memberMessage(key, readerLanguage(request), values);
}

/** A failure with a catalogue message in the reader's language. */
export function memberFailure(request: FastifyRequest, status: number, key: MessageKey, httpStatus = 200): ApiError {
  return new ApiError(status, memberText(request, key), httpStatus);
}

/** A record that does not exist or is not the caller's: the same answer either way, so ids reveal nothing. */
export function notFound(request: FastifyRequest, key: MessageKey = 'recordNotFound'): ApiError {
  return memberFailure(request, memberStatusCodes.notFound, key, 404);
}

/** A success carrying the spec's success message (e.g. 'collection successful'). */
export function okWith<Data>(request: FastifyRequest, key: MessageKey, data: Data): Envelope<Data> {
  return { status: statusCodes.ok, message: memberText(request, key), data };
}

/**
 * Parses member input with its schema (schemas/account/member-api.ts). A problem the schema names by a catalogue key
 * answers 40000 (HTTP 400) with that message in the reader's language; any other (a malformed id, a wrong type) the
 * technical message of parseInput, which names the parameter.
 */
export function parseMemberInput<S extends AnySchema>(schema: S, input: unknown, request: FastifyRequest, where: InputPlace): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const known = result.error.issues.map((issue) => issue.message).find(isMessageKey);
  if (known) throw memberFailure(request, statusCodes.badRequest, known, 400);
  return parseInput(schema, input, where);
}

/** The member routes' way to read their input (server/http/typed-route.ts): {@link parseMemberInput}. */
export const readMemberInput: InputReader = (schema, value, where, request) => parseMemberInput(schema, value, request, where);
