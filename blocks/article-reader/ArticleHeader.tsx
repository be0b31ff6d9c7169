import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { ArticlePage } from '../../schemas/content/article-page.ts';
import { InlineText } from './content/InlineText.tsx';
import { Funding, hasFunding } from './content/Funding.tsx';
import { citeControlIsland } from './islands.ts';
import { Island } from '../../runtime/islands/Island.tsx';
import { collectButtonIsland } from '../../kits/collect/islands.ts';
import { PdfLink } from './PdfLink.tsx';
import { CollectButton } from '../../kits/collect/CollectButton.tsx';
import { usePage } from '../../runtime/context/page-context.ts';
import { useInterfaceLanguage } from './interface-language.ts';
import { localized, localizedString } from '../../kits/home/localize.ts';
import { LocalizedText } from './content/LocalizedText.tsx';

/** Title, authors with their affiliations, dates, DOI, issue, pages and counts (spec §2 "Article reading view"). */
export function ArticleHeader({ page }: { page: ArticlePage }) {
  const { t } = useTranslation();
  const { article, content } = page;
  // The desktop reader names the funding among the article's facts; the mobile one has it as a part of the text.
  const { device, userName, lang } = usePage();
  const mobile = device === 'mobile';
  const ui = useInterfaceLanguage();
  const dates = content?.dates;
  const facts: [string, string][] = [
    [t('article.received'), dates?.received || article.received],
    [t('article.revised'), dates?.revised || article.revised],
    [t('article.accepted'), dates?.accepted || article.accepted],
    [t('article.published'), dates?.epub || dates?.ppub || article.publishDate],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  const volume = content?.volume || article.volume;
  const issue = content?.issue || article.issue;
  const first = content?.fpage || article.firstPageNum;
  const last = content?.lpage || article.lastPageNum;
  const doi = content?.doi || article.doi;
  return (
    <header className="mh-article-header">
      <h1>{content ? <InlineText nodes={content.title} /> : <LocalizedText {...localized(article.title, article.enTitle, lang)} />}</h1>
      {content ? (
        <>
          <ul className="mh-authors">
            {content.authors.map((author, index) => (
              <li key={author.id || index}>
                {author.name}
                {author.affiliationIds.length ? <sup>{author.affiliationIds.map((id) => content.affiliations.find((affiliation) => affiliation.id === id)?.label || '').filter(Boolean).join(',')}</sup> : null}
                {author.corresponding ? <span aria-label={t('article.corresponding')}> ✉</span> : null}
                {author.orcid ? (
                  <a className="mh-orcid" href={`https://orcid.org/${author.orcid}`} rel="noopener noreferrer" target="_blank">
                    ORCID
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
          <ol className="mh-affiliations">
            {content.affiliations.map((affiliation, index) => (
              <li key={affiliation.id || index} id={affiliation.id || undefined}>
                {affiliation.label ? <sup>{affiliation.label}</sup> : null} {affiliation.text}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mh-authors">{article.authors.map((author) => localizedString(author.name, author.enName, lang)).join(', ')}</p>
      )}
      <dl className="mh-article-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt lang={ui.lang}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {doi ? (
          <div>
            <dt lang={ui.lang}>DOI</dt>
            <dd>
              <a href={`https://doi.org/${doi}`}>{doi}</a>
            </dd>
          </div>
        ) : null}
        {volume || issue ? (
          <div>
            <dt lang={ui.lang}>{t('article.issue')}</dt>
            <dd lang={ui.lang}>{[volume && t('article.volume', { volume }), issue && t('article.issueNumber', { issue }), first && (last ? `${first}–${last}` : first)].filter(Boolean).join(', ')}</dd>
          </div>
        ) : null}
        {!mobile && content && hasFunding(content.funding) ? (
          <div id="funding" className="mh-funding-facts">
            <dt lang={ui.lang}>{t('article.fundingFacts')}</dt>
            <dd>
              <Funding funding={content.funding} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt lang={ui.lang}>{t('article.metrics')}</dt>
          <dd lang={ui.lang}>{t('article.counts', { visits: article.visits, downloads: article.downloads, citations: article.referenceCount })}</dd>
        </div>
      </dl>
      <div className="mh-article-actions" lang={ui.lang}>
        {page.pdfUrl ? <PdfLink url={page.pdfUrl} mayDownload={page.access.download} /> : null}
        {/* Signed out, Collect is a link to sign in; signed in, a toggle of its own, like Cite. */}
        {userName ? <Island of={collectButtonIsland} props={{ articleId: article.id, askWhenSeen: false }} /> : <CollectButton articleId={article.id} />}
        <Island of={citeControlIsland} props={{ article: { id: article.id, language: article.language, title: article.title, authors: article.authors, year: article.year } }} />
      </div>
    </header>
  );
}
