import { z } from 'zod';

/** Every `/rc-pub` reply: `{ status, message?, data? }`, status 0 for success (spec §7). */
export function envelope<Data extends z.ZodType>(data: Data) {
  return z.object({
    status: z.number().int(),
    message: z.string().optional(),
    data: data.optional(),
  });
}

export const anyEnvelope = envelope(z.unknown());
export type Envelope<Data = unknown> = { status: number; message?: string; data?: Data };
