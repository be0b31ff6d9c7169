import type { CountsByType } from '../../schemas/account/member-api.ts';

/** Counts per resource type from `GROUP BY resource_type` rows; a type with no rows counts 0. */
export function countsByTypeOf(rows: ReadonlyArray<{ resource_type: string; count: number | string | bigint }>): CountsByType {
  const counts: CountsByType = { article: 0, journal: 0, audio: 0, video: 0 };
  for (const row of rows) if (Object.hasOwn(counts, row.resource_type)) counts[row.resource_type as keyof CountsByType] = Number(row.count);
  return counts;
}
