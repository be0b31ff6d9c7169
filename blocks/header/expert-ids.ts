import { z } from 'zod';
import { page } from '../../schemas/page.ts';

/** Only the experts' ids are needed to complete the editorial board link. */
export const expertIds = page(z.object({ id: z.number().int() }));
