import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import type { Favourite, MemberResource } from '../../../schemas/account/member-api.ts';
import { memberMessage } from '../../../schemas/account/member-messages.ts';
import { familyPrefix } from '../../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../../schemas/routes/screen-href.ts';

/** What every record of the personal centre has: a favourite, an album item, a download, a reading. */
export type ResourceRecord = Pick<Favourite, 'id' | 'type' | 'resourceId' | 'exists' | 'resource' | 'goneMessage'>;

const preferEnglish = (lang: LanguageSegment) => lang !== 'zh';

/** The resource's title in the reader's language, falling back to the other. */
export const titleOf = (resource: MemberResource, lang: LanguageSegment) =>
  (preferEnglish(lang) ? resource.enTitle || resource.title : resource.title || resource.enTitle) || `#${resource.id}`;

export const sourceOf = (resource: MemberResource, lang: LanguageSegment) => (preferEnglish(lang) ? resource.enSource || resource.source : resource.source || resource.enSource);

/** Where the resource is read or played: an article's reader, a journal's home page, a medium's player; null when its site is gone. */
export function resourceHref(resource: MemberResource, lang: LanguageSegment): string | null {
  if (resource.type === 'audio' || resource.type === 'video') return resource.url || null;
  if (!resource.sld) return null;
  const prefix = familyPrefix(lang, resource.sld);
  return resource.type === 'article' ? screenHref(prefix, 'article', { thesisId: resource.id }) : screenHref(prefix, 'home');
}

/** Spec §8: 'The paper no longer exists, shall we delete this record?' (the server's words when it gave them). */
export function goneQuestion(record: ResourceRecord, lang: LanguageSegment): string {
  if (record.goneMessage) return record.goneMessage;
  return memberMessage(record.type === 'article' ? 'paperGone' : record.type === 'journal' ? 'journalGone' : 'mediaGone', lang);
}

/** The date part of a stored time. */
export const dayOf = (time: string) => time.slice(0, 10);
