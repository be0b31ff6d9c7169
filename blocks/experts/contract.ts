import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { endpointListQuery } from '../../kits/home/list-query.ts';
import { listLimit } from '../../kits/home/props.ts';

/** The orders the expert list offers; configurations write them Spring-style, e.g. `sort,asc`. */
export const expertSortFields = ['sort', 'name', 'role'] as const;

/** Home module `experts`: members of the editorial board, with a link to the board page. */
export const expertsProps = z.object({
  /** Spec §9: expert list page size 10. */
  limit: listLimit(10),
  sort: z
    .string()
    .trim()
    .regex(/^(sort|name|role)(,(asc|desc))?$/i, 'must be sort, name or role, optionally followed by ",asc" or ",desc"')
    .default('sort,asc'),
});
export type ExpertsProps = z.output<typeof expertsProps>;

/** The list's `sort` parameter: the field of a `field,direction` setting (the list orders each field one way). */
export function sortField(sort: string): (typeof expertSortFields)[number] {
  const field = sort.split(',')[0]!.trim().toLowerCase();
  return expertSortFields.find((name) => name === field) ?? 'sort';
}

export default defineBlockContract({
  props: expertsProps,
  query: (props, context) => endpointListQuery(context, catalogueEndpoints.expertList, { size: props.limit, sort: sortField(props.sort) }),
});
