import { z } from 'zod';

/** The return target as the URL gave it (`url`); each screen checks it (runtime/session/return-target.ts). */
export const returnUrlProp = z.string().max(2000).catch('');
