/** How deep parentheses are read. */
export const maxQueryDepth = 32;
/** Words and phrases read; more only slows the search down without narrowing it usefully. */
export const maxQueryWords = 100;
/** Problems reported, the first in the query; a hostile query could otherwise make thousands. */
export const maxQueryProblems = 10;
