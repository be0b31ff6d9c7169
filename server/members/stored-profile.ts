import { z } from 'zod';
import { gender } from '../../schemas/account/member-api.ts';

/**
 * The `member.profile` JSON column (migration 0006) as the personal centre writes it. Read leniently — a field that
 * no longer fits reads as empty — and written by merging, so keys another part of the server keeps there survive.
 */
const storedProfile = z.object({
  name: z.string().catch(''),
  email: z.string().catch(''),
  region: z.string().catch(''),
  major: z.string().catch(''),
  institution: z.string().catch(''),
  researchField: z.string().catch(''),
  gender: gender.nullable().catch(null),
  /** The profile picture's stored name under `<files>/members/<memberId>/`, or null. */
  photo: z.string().nullable().catch(null),
});
export type StoredProfile = z.infer<typeof storedProfile>;

function rawProfile(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readProfile(json: string): StoredProfile {
  const raw = rawProfile(json);
  return storedProfile.parse({
    name: raw.name ?? '',
    email: raw.email ?? '',
    region: raw.region ?? '',
    major: raw.major ?? '',
    institution: raw.institution ?? '',
    researchField: raw.researchField ?? '',
    gender: raw.gender ?? null,
    photo: raw.photo ?? null,
  });
}

/** The column's JSON with `changes` applied over whatever it held. */
export function mergeProfile(json: string, changes: Partial<StoredProfile>): string {
  return JSON.stringify({ ...rawProfile(json), ...changes });
}
