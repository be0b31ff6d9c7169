import type { DeskEntity, DeskKindName } from '../../schemas/desk/desk-kinds.ts';
import type { DeskKind } from './desk-kind.ts';
import { albumKind } from './kinds/album-kind.ts';
import { articleKind } from './kinds/article-kind.ts';
import { bookKind } from './kinds/book-kind.ts';
import { expertKind } from './kinds/expert-kind.ts';
import { mediaKind } from './kinds/media-kind.ts';
import { pageKind } from './kinds/page-kind.ts';
import { columnKind } from './kinds/column-kind.ts';
import { issueKind } from './kinds/issue-kind.ts';
import { journalKind } from './kinds/journal-kind.ts';
import { newsKind } from './kinds/news-kind.ts';

/** Every kind the desk manages, by name (schemas/desk/desk-kinds.ts names them). */
export const deskKinds: { [K in DeskKindName]: DeskKind<K> } = {
  journal: journalKind,
  column: columnKind,
  issue: issueKind,
  article: articleKind,
  news: newsKind,
  expert: expertKind,
  book: bookKind,
  album: albumKind,
  media: mediaKind,
  page: pageKind,
};

/** An item's id, from the field its kind keeps it in. */
export function idOf<K extends DeskKindName>(kind: K, entity: DeskEntity<K>): number {
  return Number((entity as Record<string, unknown>)[deskKinds[kind].idField]);
}
