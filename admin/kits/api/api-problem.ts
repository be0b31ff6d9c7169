import { ApiStatusError, ApiTimeoutError, ApiTransportError } from '../../../runtime/api/api-errors.ts';
import { authStatusCodes } from '../../../schemas/account/auth-api.ts';
import { invalidFieldsData, type FieldProblem } from '../../../schemas/desk/desk-api.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';

/** What went wrong with a call, as a screen tells it. */
export type ApiProblem = {
  kind: 'signedOut' | 'forbidden' | 'notFound' | 'conflict' | 'invalid' | 'tooMany' | 'unreachable' | 'failed';
  /** A sentence for the editor: the server's own where it gave one. */
  message: string;
  /** Each field a 400 refused, by its path in the item's data. */
  problems: FieldProblem[];
  /** A 409's item as it is now, or a refusal's data: read it with its schema before use. */
  data: unknown;
};

const kindOfStatus = new Map<number, ApiProblem['kind']>([
  [statusCodes.unauthorized, 'signedOut'],
  [statusCodes.adminForbidden, 'forbidden'],
  [statusCodes.csrfRefused, 'forbidden'],
  [statusCodes.notFound, 'notFound'],
  [statusCodes.conflict, 'conflict'],
  [statusCodes.badRequest, 'invalid'],
  [authStatusCodes.tooManyAttempts, 'tooMany'],
  [authStatusCodes.tooManyRequests, 'tooMany'],
]);

/** Reads any error a call rejected with (runtime/api/api-errors.ts) into what the screen shows. */
export function apiProblemOf(error: unknown): ApiProblem {
  if (error instanceof ApiStatusError) {
    const problems = invalidFieldsData.safeParse(error.data);
    return {
      kind: kindOfStatus.get(error.status) ?? 'failed',
      message: error.serverMessage || `The server refused this (status ${error.status}).`,
      problems: problems.success ? problems.data.problems : [],
      data: error.data,
    };
  }
  if (error instanceof ApiTimeoutError) return { kind: 'unreachable', message: 'The server did not answer in time. Try again.', problems: [], data: undefined };
  if (error instanceof ApiTransportError) return { kind: 'unreachable', message: 'The server could not be reached. Check the connection and try again.', problems: [], data: undefined };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error), problems: [], data: undefined };
}
