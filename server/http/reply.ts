import type { Envelope } from '../../schemas/envelope.ts';
import { statusCodes } from '../../schemas/status-codes.ts';

export function ok<Data>(data: Data): Envelope<Data> {
  return { status: statusCodes.ok, data };
}
