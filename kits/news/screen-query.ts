import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiClientError, ApiStatusError } from '../../runtime/api/api-errors.ts';
import type { BlockQuery, BlockQueryContext } from '../../runtime/registry/define-block.ts';

/** A screen's data, or the note that it could not be had (spec §8 "Data acquisition failed"): the screen shows either. */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

/**
 * The query key of a screen block's data: per block, site, language and checked props. The component builds the
 * same key (its props are the checked ones) to retry a failed load.
 */
export function screenQueryKey(block: string, siteId: number, lang: LanguageSegment, props: unknown): readonly unknown[] {
  return ['screen', block, siteId, lang, props];
}

/**
 * A screen block's query. Content that does not exist stays an error, so the page is a 404; any other failure of
 * the API (down, refused, malformed) becomes data the screen shows with a retry, so the page around it stands.
 */
export function screenQuery<T>(block: string, props: unknown, context: BlockQueryContext, load: () => Promise<T>): BlockQuery<Loaded<T>> {
  return {
    queryKey: screenQueryKey(block, context.bootstrap.site.siteId, context.lang, props),
    queryFn: async () => {
      try {
        return { ok: true, value: await load() };
      } catch (error) {
        if (error instanceof ApiStatusError && error.status === statusCodes.notFound) throw error;
        if (error instanceof ApiClientError) return { ok: false };
        throw error;
      }
    },
  };
}
