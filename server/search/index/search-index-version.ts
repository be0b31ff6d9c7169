/**
 * The indexing scheme: what goes into which column and how it is analysed. Bump it whenever an indexer or the
 * analyser changes what the index holds; on the next start a database built with another scheme is rebuilt.
 * 2: document ids encode their site and kind (document-ids.ts).
 * 3: the FTS table has a prefix index (migration 0027), and was made anew empty.
 */
export const searchIndexVersion = 3;
