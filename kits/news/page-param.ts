import { z } from 'zod';

/** A list page from the URL (`?page=`, 0-based): what a reader or crawler typed wrong is the first page. */
export const pageParam = z.coerce.number().int().min(0).max(100_000).catch(0);
