import { z } from 'zod';
import { text } from './primitives.ts';

/** Semicolon-separated on the wire (spec §7 "semicolon-split string"); a list everywhere else. */
const semicolonList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(';')).map((part) => part.trim()).filter(Boolean))
  .default([]);

/** Basic site information, kept by clients under `basicInfo` together with `groupType` (spec §3). */
export const basicInfo = z.object({
  title: text,
  enTitle: text,
  description: text,
  enDescription: text,
  keywords: semicolonList,
  enKeywords: semicolonList,
  /** 0 a single journal, 1 a group portal. */
  groupType: z.number().int().min(0).default(0),
});
export type BasicInfo = z.infer<typeof basicInfo>;

/** The wire shape (`getBasicInfo`): the keywords semicolon-separated, as the original API sends them. */
export const basicInfoWire = basicInfo.extend({ keywords: z.string(), enKeywords: z.string() });
export type BasicInfoWire = z.infer<typeof basicInfoWire>;

export function toBasicInfoWire(info: BasicInfo): BasicInfoWire {
  return { ...info, keywords: info.keywords.join(';'), enKeywords: info.enKeywords.join(';') };
}
