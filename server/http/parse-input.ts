import type { z } from 'zod';
import { formatPath } from '../../schemas/lenient-parse.ts';
import { ApiError } from './api-error.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

/** Where a value was read from, as the 400's message names it. */
export type InputPlace = 'query parameter' | 'path parameter' | 'body field' | 'header';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], input);
}

/**
 * Parses request input with its schema; on failure answers HTTP 400 with a message naming every bad parameter:
 * `query parameter "siteId" is required; query parameter "size" must be at most 100`.
 */
export function parseInput<S extends AnySchema>(schema: S, input: unknown, where: InputPlace): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const parts = result.error.issues.map((issue) => {
    const name = formatPath(issue.path) || where;
    const label = issue.path.length ? `${where} "${name}"` : where;
    if (issue.path.length && valueAt(input, issue.path) === undefined) return `${label} is required`;
    return `${label}: ${issue.message}`;
  });
  throw ApiError.badRequest(parts.join('; '));
}
