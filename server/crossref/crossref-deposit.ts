import type { Kysely } from 'kysely';
import type { CrossrefDepositConfig } from '../../schemas/crossref-deposit.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import type { Database } from '../db/tables.ts';
import { xmlnsNamespace, xsiNamespace } from '../oai/oai-protocol.ts';
import { newXmlDocument, setAttribute, xmlDocumentText, type XmlBuilder } from '../oai/xml-writer.ts';
import { articlePageLoc } from '../seo/site-pages.ts';
import { addJournalArticle } from './article-record.ts';
import { depositableDoi } from './citations.ts';
import { CrossrefExportError } from './crossref-error.ts';
import {
  accessIndicatorsNamespace,
  addCrossref,
  cleanText,
  crossrefNamespace,
  crossrefSchemaLocation,
  crossrefSchemaVersion,
  fundrefNamespace,
  jatsNamespace,
} from './crossref-xml.ts';
import { issueRecords, type IssueArticle } from './issue-records.ts';
import { addJournalIssue, addJournalMetadata } from './journal-record.ts';
import { landingBase } from './landing-page.ts';

/** The site whose issue is deposited, who deposits (`deployment.json` `crossref`), and the deployment's PUBLIC_ORIGIN. */
export type CrossrefSite = { config: SiteConfig; crossref: CrossrefDepositConfig | undefined; publicOrigin: string | undefined };

export type CrossrefDeposit = {
  /** The `doi_batch` document, in Crossref's deposit schema 5.4.0. */
  xml: string;
  /** Its `doi_batch_id`. */
  batchId: string;
  /** The articles it registers, in table-of-contents order, with the landing page each DOI is to resolve to. */
  included: { articleId: number; doi: string; url: string }[];
  /** The issue's articles it leaves out, and why. */
  skipped: { articleId: number; reason: string }[];
};

/** `yyyymmddhhmmss` and milliseconds, UTC: grows with every deposit, as Crossref requires of a DOI's updates. */
const timestampOf = (now: Date) => now.toISOString().replace(/\D/g, '').slice(0, 17);

/** Which of the issue's articles can be registered; the others with the reason. */
function sortArticles(articles: IssueArticle[]) {
  const registered: (IssueArticle & { doi: string })[] = [];
  const skipped: CrossrefDeposit['skipped'] = [];
  const seen = new Map<string, number>();
  for (const entry of articles) {
    const { id } = entry.article;
    const doi = entry.article.doi.trim();
    const earlier = seen.get(doi.toLowerCase());
    if (!doi) skipped.push({ articleId: id, reason: 'no DOI' });
    else if (!depositableDoi.test(doi)) skipped.push({ articleId: id, reason: `DOI "${doi}" is not one Crossref registers (10.<4-9 digits>/<at most 200 characters>)` });
    else if (earlier !== undefined) skipped.push({ articleId: id, reason: `DOI ${doi} is article ${earlier}'s too` });
    else if (!cleanText(entry.article.title)) skipped.push({ articleId: id, reason: 'no title' });
    else {
      seen.set(doi.toLowerCase(), id);
      registered.push({ ...entry, doi });
    }
  }
  return { registered, skipped };
}

function addHead(root: XmlBuilder, batchId: string, timestamp: string, crossref: CrossrefDepositConfig, registrant: string): void {
  const head = addCrossref(root, 'head');
  addCrossref(head, 'doi_batch_id', batchId);
  addCrossref(head, 'timestamp', timestamp);
  const depositor = addCrossref(head, 'depositor');
  addCrossref(depositor, 'depositor_name', crossref.depositorName);
  addCrossref(depositor, 'email_address', crossref.depositorEmail);
  addCrossref(head, 'registrant', registrant);
}

/**
 * The Crossref deposit (`doi_batch`, deposit schema 5.4.0) of one issue of a site's journal: the journal, the
 * issue, and each of its articles with a DOI, whose landing page is the article's canonical page on the site's
 * public address. Articles without a usable DOI are left out and listed in `skipped`.
 *
 * Throws CrossrefExportError: `issueNotFound` (no such issue of this site's journals), `notConfigured` (no
 * `crossref` in deployment.json), `noRegistrant`, `noPublicAddress`, `noIssn`.
 */
export async function crossrefDepositForIssue(db: Kysely<Database>, site: CrossrefSite, issueId: number, now: Date = new Date()): Promise<CrossrefDeposit> {
  const { config, crossref } = site;
  const records = Number.isSafeInteger(issueId) && issueId > 0 ? await issueRecords(db, config.site.siteId, issueId) : undefined;
  if (!records) throw new CrossrefExportError('issueNotFound', `issue ${issueId} is not an issue of site "${config.site.sld}"`);
  if (!crossref) throw new CrossrefExportError('notConfigured', 'no Crossref depositor is configured: add "crossref" (depositorName, depositorEmail) to deployment.json');
  const registrant = cleanText(crossref.registrant) || cleanText(config.publication.publisher?.enName) || cleanText(config.publication.publisher?.name);
  if (!registrant) {
    throw new CrossrefExportError('noRegistrant', `no registrant for site "${config.site.sld}": name its publisher in publication.json, or the registrant in deployment.json "crossref"`);
  }
  const base = landingBase(config, site.publicOrigin);

  const timestamp = timestampOf(now);
  const batchId = `${config.site.sld}-issue-${issueId}-${timestamp}`.slice(0, 100);
  const document = newXmlDocument();
  const root = document.ele(crossrefNamespace, 'doi_batch');
  setAttribute(root, null, 'version', crossrefSchemaVersion);
  setAttribute(root, xmlnsNamespace, 'xmlns:xsi', xsiNamespace);
  setAttribute(root, xmlnsNamespace, 'xmlns:jats', jatsNamespace);
  setAttribute(root, xmlnsNamespace, 'xmlns:fr', fundrefNamespace);
  setAttribute(root, xmlnsNamespace, 'xmlns:ai', accessIndicatorsNamespace);
  setAttribute(root, xsiNamespace, 'xsi:schemaLocation', crossrefSchemaLocation);
  addHead(root, batchId, timestamp, crossref, registrant);

  const journal = addCrossref(addCrossref(root, 'body'), 'journal');
  addJournalMetadata(journal, records.journal, contentLanguageOf(config.header.defaultLanguage));
  addJournalIssue(journal, records.period);
  const { registered, skipped } = sortArticles(records.articles);
  const included: CrossrefDeposit['included'] = [];
  for (const { article, content, contentLanguage, doi } of registered) {
    const url = articlePageLoc(base, article.id, contentLanguage ?? article.language);
    addJournalArticle(journal, { article, content, doi, landingPage: url });
    included.push({ articleId: article.id, doi, url });
  }
  return { xml: xmlDocumentText(document), batchId, included, skipped };
}
