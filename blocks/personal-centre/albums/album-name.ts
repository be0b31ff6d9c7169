import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import type { PersonalAlbum } from '../../../schemas/account/member-api.ts';

/** An album's name in the reader's language: the English name for readers of other languages, when it has one. */
export const albumName = (album: Pick<PersonalAlbum, 'name' | 'enName'>, lang: LanguageSegment) => (lang !== 'zh' && album.enName) || album.name;
