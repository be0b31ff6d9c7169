import { z } from 'zod';
import { contentLanguage } from '../primitives.ts';
import { articleSummary } from './list-items.ts';

/** An article of `/newLeaguage` (multilingual abstracts): its summary and the languages its abstract is written in. */
export const multilingualArticle = articleSummary.extend({ abstractLanguages: z.array(contentLanguage).min(2) });
export type MultilingualArticle = z.infer<typeof multilingualArticle>;
