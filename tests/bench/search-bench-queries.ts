/**
 * The mixed query set of the search benchmark, over the synthetic corpus (search-corpus.ts: its vocabulary, names and
 * journals): what readers type, from the most common Chinese word of the corpus to a DOI. `params` are the search
 * API's query parameters beside siteId and type=article.
 */

export type BenchQuery = { label: string; params: Record<string, string> };

const q = (label: string, params: Record<string, string> | string): BenchQuery => ({ label, params: typeof params === 'string' ? { q: params } : params });

export function benchQueries({ doi, journalId }: { doi: string; journalId: number }): BenchQuery[] {
  return [
    q('zh word, in most articles', '研究'),
    q('zh word, common', '成像'),
    q('zh word', '光纤'),
    q('zh word', '激光'),
    q('zh word', '器件'),
    q('zh single character', '光'),
    q('zh term, 4 characters', '超构表面'),
    q('zh term, 4 characters', '深度学习'),
    q('zh term, 8 characters', '光学相干层析成像'),
    q('zh term, 7 characters', '受激布里渊散射'),
    q('zh words without spaces', '钙钛矿太阳能电池'),
    q('zh phrase in quotes', '"神经网络"'),
    q('zh author, common name', '王伟'),
    q('zh author field', 'author:刘晓峰'),
    q('zh institution field', 'affiliation:北京理工大学'),
    q('zh AND', '光纤 AND 激光'),
    q('zh OR', '成像 OR 显示'),
    q('zh NOT', '激光 NOT 光纤'),
    q('zh grouped boolean', '(深度学习 OR 机器学习) AND 成像'),
    q('zh title field', 'title:成像'),
    q('zh keyword field', 'keyword:深度学习'),
    q('mixed script', 'LiDAR 激光雷达'),
    q('en word', 'laser'),
    q('en word, common', 'method'),
    q('en word', 'metasurface'),
    q('en prefix', 'photo'),
    q('en two words', 'deep learning'),
    q('en phrase in quotes', '"optical coherence tomography"'),
    q('en author', 'Smith'),
    q('en author field', 'author:Natarajan'),
    q('en NOT', 'laser NOT fiber'),
    q('en title field', 'title:laser'),
    q('DOI field', `doi:${doi}`),
    q('filter: year', { q: '成像', year: '2020' }),
    q('filter: journal', { q: '光纤', publicationId: String(journalId) }),
    q('filter: open access', { q: 'laser', oa: '0' }),
    q('filter: Online First', { q: '成像', publicationType: '1' }),
    q('filter: last 3 years', { q: '激光', withinYears: '3' }),
    q('sort: date', { q: '成像', sort: 'date' }),
    q('sort: visits', { q: '激光', sort: 'visits' }),
    q('sort: citations', { q: 'imaging', sort: 'citations' }),
    q('page 20', { q: '成像', page: '20' }),
    q('precise', { q: 'photo', precise: '1' }),
  ];
}
