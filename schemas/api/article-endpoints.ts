import { z } from 'zod';
import { articleAttachTypes, articlePublicity, articleReferences, articleStatistics } from '../content/article-facts.ts';
import { articleCitations, citationFileType } from '../content/article-citation.ts';
import { articlePage } from '../content/article-page.ts';
import { aesKeyReply, translationReply } from '../translation.ts';
import { articleSummary } from '../content/list-items.ts';
import { multilingualArticle } from '../content/multilingual-article.ts';
import { newArticleKind } from '../content/new-articles.ts';
import { page, pagingQuery } from '../page.ts';
import { numericId } from '../primitives.ts';
import { content, endpoint, envelopeOf } from './endpoint.ts';

/** Article lists page like search results (spec §9: page size 20). */
export const articlePaging = pagingQuery.extend({ size: pagingQuery.shape.size.unwrap().default(20) });

const idQuery = z.object({ id: numericId });

/** `tableId` = `<articleId>:<key>`, the key being the table-wrap's JATS id or `#<n>` (schemas/…/table-wraps.ts). */
export const downloadTableQuery = z.object({
  tableId: z
    .string()
    .regex(/^\d{1,15}:[^\s:]{1,200}$/, 'must be <articleId>:<table id>, such as 123:tbl1 or 123:#0')
    .transform((value) => {
      const colon = value.indexOf(':');
      return { articleId: Number(value.slice(0, colon)), key: value.slice(colon + 1) };
    }),
  type: z.literal('xls', { error: 'must be xls (tables are exported as Excel workbooks)' }),
});

export const articleKeyQuery = z
  .object({ id: numericId.optional(), doi: z.string().trim().regex(/^10\.\d{4,9}\/\S+$/, 'must be a DOI such as 10.1234/abc').optional() })
  .refine((query) => (query.id === undefined) !== (query.doi === undefined), { message: 'give either "id" or "doi"', path: ['id'] });

/** One article and what hangs off it: reading view, visits, citations, files, tables, PDF, translation. */
export const articleEndpoints = {
  articlePage: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/getHtml',
    tag: 'articles',
    summary: 'One article for the reading view, by id or DOI; the full text only for a reader with access.',
    query: articleKeyQuery,
    reply: envelopeOf(articlePage),
  }),
  articleVisit: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/:id(^\\d{1,15}$)',
    tag: 'articles',
    summary: "Counts a reader's visit to an article (once a day) and records it in a member's history.",
    params: z.object({ id: numericId }),
    reply: envelopeOf(z.null()),
  }),
  articleCitation: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/getCitation',
    tag: 'articles',
    summary: 'An article cited in the citation styles of spec §7.',
    query: idQuery,
    reply: envelopeOf(articleCitations),
  }),
  downloadCitation: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/downloadCitation',
    tag: 'articles',
    summary: "An article's citation as a file (RIS, BibTeX, EndNote, text).",
    query: idQuery.extend({ type: citationFileType }),
    reply: content('application/x-research-info-systems', 'application/x-bibtex', 'application/x-endnote-refer', 'text/plain'),
  }),
  articleFile: endpoint({
    method: 'GET',
    path: '/rc-pub/files/:articleId/:name',
    tag: 'articles',
    summary: "One of an imported article's package files: figure image, print TIFF, PDF, supplement (its stored name).",
    params: z.object({ articleId: numericId, name: z.string() }),
    reply: content('application/octet-stream'),
  }),
  downloadTable: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/downloadTable',
    tag: 'articles',
    summary: "One table of an article's full text as an Excel workbook, counted as a download.",
    query: downloadTableQuery,
    reply: content('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  }),
  downloadPdf: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/download',
    tag: 'articles',
    summary: "An article's PDF, for a reader who may download it, counted as a download.",
    query: idQuery,
    reply: content('application/pdf'),
  }),
  aesKey: endpoint({ method: 'GET', path: '/rc-pub/front/getAesKey', tag: 'articles', summary: 'The key the translation requests are encrypted with.', reply: envelopeOf(aesKeyReply) }),
  translate: endpoint({
    method: 'POST',
    path: '/rc-pub/front/front-article/translate/getAiTranslateResult',
    tag: 'articles',
    summary: 'A machine translation of passages of an article. The body is AES-encrypted with the `getAesKey` key (schemas/translation.ts), so the table does not describe it.',
    reply: envelopeOf(translationReply),
  }),
  articleReferences: endpoint({ method: 'GET', path: '/rc-pub/front/front-article/getReference', tag: 'articles', summary: "An article's reference lists.", query: idQuery, reply: envelopeOf(articleReferences) }),
  articleStatistics: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/getStatistics',
    tag: 'articles',
    summary: "An article's visit, download, citation (and, where shown, comment) counts.",
    query: idQuery,
    reply: envelopeOf(articleStatistics),
  }),
  articlePublicity: endpoint({ method: 'GET', path: '/rc-pub/front/front-article/getPublicizeInfo', tag: 'articles', summary: "An article's publicity material.", query: idQuery, reply: envelopeOf(articlePublicity) }),
  articleAttachTypes: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/getAttachTypes',
    tag: 'articles',
    summary: "An article's attachments, and which the reader may download.",
    query: idQuery,
    reply: envelopeOf(articleAttachTypes),
  }),
  articleJumpUrl: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/getJumpUrl',
    tag: 'articles',
    summary: "The absolute address of an article's portal page, on the site that holds it.",
    query: idQuery,
    reply: envelopeOf(z.string()),
  }),
  newsJumpUrl: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-news/getJumpUrl',
    tag: 'articles',
    summary: "The absolute address of a news item's portal page.",
    query: idQuery,
    reply: envelopeOf(z.string()),
  }),
  newArticles: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/newArticle',
    tag: 'articles',
    summary: 'A page of the newest articles of one kind (pre-publication, just accepted, …).',
    query: articlePaging.extend({ kind: newArticleKind.default('prePublication') }),
    reply: envelopeOf(page(articleSummary)),
  }),
  multilingual: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/multilingual',
    tag: 'articles',
    summary: 'A page of articles with their abstracts in other languages.',
    query: articlePaging,
    reply: envelopeOf(page(multilingualArticle)),
  }),
} as const;
