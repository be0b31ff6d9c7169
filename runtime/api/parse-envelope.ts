import type { z } from 'zod';
import { anyEnvelope, type Envelope } from '../../schemas/envelope.ts';
import { ApiShapeError, ApiTransportError, type ApiCall, type ShapeIssue } from './api-errors.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

/** What a transport answered, read to the end. */
export interface RawReply {
  httpStatus: number;
  text: string;
  /** The body already as a value: `text` is not read. */
  json?: unknown;
  /** `json` is the value a back end in the same process built (see `ApiClientOptions.auditHandOver`). */
  handedOver?: true;
}

/**
 * Reads a reply as the envelope `{ status, message?, data? }` (spec §7). Not JSON → `ApiTransportError`. JSON that is
 * not an envelope → `ApiTransportError` on an HTTP error status (a proxy's or gateway's own page), else `ApiShapeError`.
 * A `message: null` (as some back ends send) counts as no message.
 */
export function parseEnvelope(reply: RawReply, call: ApiCall): Envelope {
  let json: unknown = reply.json;
  try {
    if (!('json' in reply)) json = JSON.parse(reply.text);
  } catch (cause) {
    throw new ApiTransportError(`${call.method} ${call.path} answered HTTP ${reply.httpStatus} without a JSON body`, call, {
      httpStatus: reply.httpStatus,
      cause,
    });
  }
  const parsed = anyEnvelope.safeParse(withoutNullMessage(json));
  if (parsed.success) return parsed.data;
  if (reply.httpStatus < 200 || reply.httpStatus > 299) {
    throw new ApiTransportError(`${call.method} ${call.path} answered HTTP ${reply.httpStatus} without an envelope`, call, {
      httpStatus: reply.httpStatus,
    });
  }
  throw new ApiShapeError(call, shapeIssues(parsed.error, []));
}

/** Parses a successful envelope's `data` with the caller's schema; a mismatch is an `ApiShapeError` with `data.…` paths. */
export function parseData<Schema extends AnySchema>(schema: Schema, data: unknown, call: ApiCall): z.output<Schema> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ApiShapeError(call, shapeIssues(parsed.error, ['data']));
}

function withoutNullMessage(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || !('message' in json) || json.message !== null) return json;
  const { message: _message, ...rest } = json;
  return rest;
}

function shapeIssues(error: z.ZodError, prefix: readonly PropertyKey[]): ShapeIssue[] {
  return error.issues.map((issue) => ({ path: formatPath([...prefix, ...issue.path]), message: issue.message }));
}

/** `['data', 'items', 0, 'id']` → `data.items[0].id`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    return text ? `${text}.${name}` : name;
  }, '');
}
