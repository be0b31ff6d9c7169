import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiClientError, ApiStatusError } from '../../runtime/api/api-errors.ts';
import type { Loaded } from './loaded.ts';

/**
 * What a missing thing makes of the page: `notFound` where the URL named it (the query fails with the API's notFound
 * status, so the server answers the page with 404), `empty` where configuration named it (the block's empty state).
 */
export type WhenMissing = 'notFound' | 'empty';

/** Runs one API call as a `Loaded` outcome; anything but an API error is a bug and is thrown on. */
export async function loadOutcome<Data>(load: () => Promise<Data>, whenMissing: WhenMissing = 'empty'): Promise<Loaded<Data>> {
  try {
    return { outcome: 'found', data: await load() };
  } catch (error) {
    if (error instanceof ApiStatusError && error.status === statusCodes.notFound) {
      if (whenMissing === 'notFound') throw error;
      return { outcome: 'missing' };
    }
    if (error instanceof ApiClientError) return { outcome: 'failed' };
    throw error;
  }
}
