import type { MediaItem } from '../../../schemas/content/media.ts';
import { languageOfText, portalPage, searchDocument, yearOfDate, type SearchDocument } from './search-document.ts';

/** The article a video or audio accompanies, for its filters and its address. */
export type MediaArticle = { id: number; language: 'zh' | 'en'; publicationId: number; title: string; enTitle: string };

/**
 * A video or audio (spec §3 video search fields: English name, keywords, English source paper; names in both
 * languages are searched). Its hit leads to its article's page, else to the file.
 */
export function mediaDocument(siteId: number, media: MediaItem, article: MediaArticle | null): SearchDocument {
  return searchDocument({
    kind: media.kind,
    refId: media.id,
    articleId: article?.id ?? null,
    siteId,
    publicationId: article?.publicationId ?? null,
    year: yearOfDate(media.publishDate),
    publishDate: media.publishDate,
    updatedAt: media.publishDate,
    language: article?.language ?? languageOfText(media.resName),
    title: media.resName,
    enTitle: media.enResName === media.resName ? '' : media.enResName,
    summary: media.transcript,
    source: media.sourcePaper || article?.title || '',
    enSource: media.enSourcePaper || article?.enTitle || '',
    url: article ? portalPage(`article/${article.id}`, article.language) : media.url,
    imageUrl: media.posterUrl,
    text: {
      title: [media.resName, media.enResName],
      keywords: media.keywords,
      source: [media.sourcePaper, media.enSourcePaper, article?.title ?? '', article?.enTitle ?? ''],
      summary: [media.transcript],
    },
  });
}
