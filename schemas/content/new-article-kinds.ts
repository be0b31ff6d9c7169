/* The kinds of `/newArticle` (kept apart from the zod schema, which the browser does not load). */

/**
 * What `/newArticle` lists (menu codes conference and prePublication, spec §2): articles not yet in an issue (just
 * accepted or Online First, spec §4 firstStatus -1 and 1-10), or conference papers (by JATS article type).
 */
export const newArticleKinds = ['prePublication', 'conference'] as const;
export type NewArticleKind = (typeof newArticleKinds)[number];
