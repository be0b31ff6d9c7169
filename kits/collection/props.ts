import { z } from 'zod';

/**
 * A 0-based page number as a URL gives it (`?page=2`): readers and crawlers type URLs, so anything that is not a
 * whole number from 0 to 10,000 reads as the first page.
 */
export const pageNumber = z.coerce.number().int().min(0).max(10_000).catch(0);
