import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticlePage } from '../../schemas/content/article-page.ts';
import type { BlockNode } from '../../schemas/content/article-content/blocks.ts';
import type { SubArticle as SubArticleNode } from '../../schemas/content/article-content.ts';
import { BlockNodes } from './content/BlockNodes.tsx';
import { InlineText } from './content/InlineText.tsx';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="mh-article-part">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function BlockPart({ id, title, nodes }: { id: string; title: string; nodes: BlockNode[] }) {
  return nodes.length ? (
    <Part id={id} title={title}>
      <BlockNodes nodes={nodes} />
    </Part>
  ) : null;
}

/** A sub-article (decision letter, review, reply, translation): every part it has, nested ones included. */
function SubArticle({ sub }: { sub: SubArticleNode }) {
  const parts = [sub.authorNotes, sub.body, sub.acknowledgements, sub.contributions, sub.supplementary, sub.conflict, sub.ethics, sub.dataAvailability, sub.glossary, sub.appendix, sub.notes, sub.footnotes, sub.references];
  return (
    <section id={sub.id || undefined} className="mh-article-part mh-sub-article" lang={sub.language || undefined} data-article-type={sub.articleType}>
      <h2>
        <InlineText nodes={sub.title} />
      </h2>
      {sub.abstracts.map((abstract, index) => (
        <BlockNodes key={index} nodes={abstract.children} depth={1} />
      ))}
      {parts.map((nodes, index) => (
        <BlockNodes key={index} nodes={nodes} depth={1} />
      ))}
      {sub.subArticles.map((nested, index) => (
        <SubArticle key={nested.id || index} sub={nested} />
      ))}
    </section>
  );
}

/**
 * The full text in the spec's order: abstract, keywords, highlights (or "None"), body, contributions, supplementary
 * material, conflict of interest, ethics, funding, supporting data, glossary, appendix, sub-articles, references.
 */
export function ArticleBody({ page }: { page: ArticlePage }) {
  const { t } = useTranslation();
  const { content, article } = page;
  if (!content) {
    return article.enAbstract || article.abstract ? (
      <Part id="abstract" title={t('article.abstract')}>
        <p>{article.enAbstract || article.abstract}</p>
      </Part>
    ) : null;
  }
  const mainAbstracts = content.abstracts.filter((abstract) => abstract.abstractType === '' || abstract.lang === '' || abstract.lang === content.language);
  const otherAbstracts = content.abstracts.filter((abstract) => !mainAbstracts.includes(abstract));
  return (
    <>
      {[...mainAbstracts, ...otherAbstracts].map((abstract, index) => (
        <section key={abstract.id || index} id={abstract.id || (index === 0 ? 'abstract' : undefined)} className="mh-article-part mh-abstract" lang={abstract.lang || undefined}>
          <h2>{abstract.title.length ? <InlineText nodes={abstract.title} /> : t('article.abstract')}</h2>
          <BlockNodes nodes={abstract.children} depth={1} />
        </section>
      ))}
      {content.keywords.length ? (
        <Part id="keywords" title={t('article.keywords')}>
          {content.keywords.map((group, index) => (
            <p key={index} className="mh-keywords" lang={group.lang || undefined}>
              {group.title ? <strong>{group.title}: </strong> : null}
              {group.keywords.map((keyword, keywordIndex) => (
                <span key={keywordIndex} className="mh-keyword">
                  <InlineText nodes={keyword} />
                </span>
              ))}
            </p>
          ))}
        </Part>
      ) : null}
      <Part id="highlights" title={t('article.highlights')}>
        {content.highlights.length ? content.highlights.map((highlight, index) => <BlockNodes key={index} nodes={highlight.children} depth={1} />) : <p>{t('article.none')}</p>}
      </Part>
      <div className="mh-article-body">
        <BlockNodes nodes={content.body} />
      </div>
      <BlockPart id="acknowledgements" title={t('article.acknowledgements')} nodes={content.acknowledgements} />
      <BlockPart id="contributions" title={t('article.contributions')} nodes={content.contributions} />
      <BlockPart id="supplementary" title={t('article.supplementary')} nodes={content.supplementary} />
      <BlockPart id="conflict" title={t('article.conflict')} nodes={content.conflict} />
      <BlockPart id="ethics" title={t('article.ethics')} nodes={content.ethics} />
      {content.funding.awards.length || content.funding.statement.length ? (
        <Part id="funding" title={t('article.funding')}>
          <ul>
            {content.funding.awards.map((award, index) => (
              <li key={award.id || index}>
                {award.funders.map((funder) => funder.name).join(', ')}
                {award.awardIds.length ? ` (${award.awardIds.join(', ')})` : ''}
              </li>
            ))}
          </ul>
          <BlockNodes nodes={content.funding.statement} depth={1} />
        </Part>
      ) : null}
      <BlockPart id="data-availability" title={t('article.dataAvailability')} nodes={content.dataAvailability} />
      <BlockPart id="glossary" title={t('article.glossary')} nodes={content.glossary} />
      <BlockPart id="appendix" title={t('article.appendix')} nodes={content.appendix} />
      <BlockPart id="notes" title={t('article.notes')} nodes={[...content.authorNotes, ...content.notes, ...content.footnotes]} />
      {content.subArticles.map((sub, index) => (
        <SubArticle key={sub.id || index} sub={sub} />
      ))}
      {content.references.length ? (
        <section id="references" className="mh-article-part">
          <h2>{t('article.references')}</h2>
          <BlockNodes nodes={content.references} depth={1} />
        </section>
      ) : null}
    </>
  );
}
