import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';

/** A screen's data as its block gets it: what the API answered, or that it could not be had. */
export type Loaded<Data> = { outcome: 'found'; data: Data } | { outcome: 'failed' };

/**
 * Runs a screen's read so that a failure is part of the page (spec §8 'Data acquisition failed') rather than a broken
 * block. "Not found" is let through: the page loader turns the screen's missing content into a 404 page.
 */
export async function loadedOrFailed<Data>(read: () => Promise<Data>): Promise<Loaded<Data>> {
  try {
    return { outcome: 'found', data: await read() };
  } catch (error) {
    if (error instanceof ApiStatusError && error.status === statusCodes.notFound) throw error;
    return { outcome: 'failed' };
  }
}
