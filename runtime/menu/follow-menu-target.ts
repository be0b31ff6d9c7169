import type { MenuTarget } from './resolve-menu-item.ts';

/** The expert-list call (`/rc-pub/front/expert/list`), injected so this module stays free of I/O. */
export type FetchExperts = (topicId?: number) => Promise<{ id: number }[]>;

/**
 * The final href of a target that leads somewhere. For an `editorial` route (one with `firstExpert`), the expert list
 * is fetched and the first expert's id appended: `/{lang}/editorial-board/{id}/{firstExpertId}/`. When the list is
 * empty, the first id is unusable or the fetch fails, the board page without an expert is the answer; reporting the
 * failure (spec §8, "Data acquisition failed") is the caller's job.
 */
export async function completeEditorialHref(target: Extract<MenuTarget, { href: string }>, fetchExperts: FetchExperts): Promise<string> {
  if (target.kind !== 'route' || target.firstExpert === undefined) return target.href;
  let experts: { id: number }[];
  try {
    experts = await fetchExperts(target.firstExpert.topicId);
  } catch {
    return target.href;
  }
  const first = Array.isArray(experts) ? experts[0] : undefined;
  if (first === undefined || !Number.isSafeInteger(first.id) || first.id < 0) return target.href;
  const base = target.href.endsWith('/') ? target.href : `${target.href}/`;
  return `${base}${first.id}/`;
}
