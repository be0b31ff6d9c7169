import { z } from 'zod';

/** The site's most searched words (spec §9): the `hot-words` block's list and search-box style seven's links. */
export const hotWordsPath = '/rc-pub/front/hisSearch/hotWords';

export const hotWord = z.object({ word: z.string(), count: z.number() });
export type HotWord = z.infer<typeof hotWord>;
