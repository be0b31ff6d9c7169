import { z } from 'zod';
import { languageSegments } from './language-codes.ts';

/** A language path segment (spec §2/§9), as input is checked. */
export const languageSegment = z.enum(languageSegments);
