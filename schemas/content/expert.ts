import { z } from 'zod';
import { linkUrl, numericId, text } from '../primitives.ts';

/** Editorial roles are labels only (spec §6). */
export const editorialRole = z.enum(['editorInChief', 'honorary', 'executive', 'executiveDeputy', 'associate', 'member']);
export type EditorialRole = z.infer<typeof editorialRole>;

export const expert = z.object({
  id: numericId,
  /** Experts belong to a topic (spec §7 "expert list by topicId"). */
  topicId: numericId,
  name: z.string().min(1),
  enName: text,
  role: editorialRole.default('member'),
  title: text,
  enTitle: text,
  institution: text,
  enInstitution: text,
  researchField: text,
  enResearchField: text,
  bio: text,
  enBio: text,
  photoUrl: linkUrl,
  sort: z.number().int().default(0),
});
export type Expert = z.infer<typeof expert>;

/** The orders an expert list may be asked in. */
export const expertSorts = ['sort', 'name', 'role'] as const;
export type ExpertSort = (typeof expertSorts)[number];
