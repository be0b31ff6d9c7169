import type { DeskKindName } from '../../schemas/desk/desk-kinds.ts';
import type { DeskKind } from './desk-kind.ts';
import { articleKind } from './kinds/article-kind.ts';
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
};
