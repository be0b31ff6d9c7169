/**
 * Words a question is phrased with rather than about: left out of the search, so "What is known about metasurfaces?"
 * looks for metasurfaces. A question of nothing but such words is searched as it is.
 */
const questionWords = new Set([
  // English
  'a', 'about', 'all', 'an', 'and', 'any', 'are', 'article', 'articles', 'as', 'at', 'be', 'been', 'by', 'can', 'could', 'did',
  'do', 'does', 'explain', 'find', 'for', 'from', 'give', 'has', 'have', 'how', 'i', 'in', 'into', 'is', 'it', 'its', 'know', 'known',
  'me', 'my', 'of', 'on', 'or', 'our', 'paper', 'papers', 'please', 'show', 'should', 'some', 'tell', 'that', 'the', 'their', 'there',
  'these', 'this', 'those', 'to', 'us', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'who', 'why', 'will', 'with', 'would',
  'you', 'your',
  // Chinese
  '的', '了', '是', '有', '在', '和', '与', '及', '吗', '呢', '吧', '啊', '请', '问', '我', '你', '您', '我们', '什么', '哪些', '哪个', '如何', '怎么',
  '怎样', '为什么', '关于', '介绍', '一下', '可以', '能', '有没有', '有哪些', '是否', '文章', '论文', '一些', '相关',
]);

/** Most words a question is searched for: enough for any question a reader types, bounded for the engine. */
const maxTerms = 16;

/** The terms of a question worth searching for, without repeats. */
export function questionTerms(terms: readonly string[]): string[] {
  const unique = [...new Set(terms.map((term) => term.trim()).filter(Boolean))];
  const meaningful = unique.filter((term) => !questionWords.has(term));
  return (meaningful.length > 0 ? meaningful : unique).slice(0, maxTerms);
}

/**
 * The terms as one query of the search syntax (spec §5): any of them (OR), so the engine ranks articles by how much of
 * the question they match. A term that is not plain letters and digits is quoted, so it is never read as syntax.
 */
export function anyOfQuery(terms: readonly string[]): string {
  return terms.map((term) => (/^[\p{L}\p{N}]+$/u.test(term) ? term : `"${term.replace(/["＂“”„‟]/g, ' ')}"`)).join(' OR ');
}
