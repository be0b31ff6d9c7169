import type { EditorialRole, Expert } from '../../schemas/content/expert.ts';

/** Experts grouped by role, in the order the roles first appear (the list comes ordered chief first). */
export function roleGroups(experts: Expert[]): { role: EditorialRole; experts: Expert[] }[] {
  const groups: { role: EditorialRole; experts: Expert[] }[] = [];
  for (const expert of experts) {
    const group = groups.find((entry) => entry.role === expert.role);
    if (group) group.experts.push(expert);
    else groups.push({ role: expert.role, experts: [expert] });
  }
  return groups;
}
