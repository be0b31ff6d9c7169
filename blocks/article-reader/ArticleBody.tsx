import type { ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { ArticlePage } from '../../schemas/content/article-page.ts';
import type { BlockNode } from '../../schemas/content/article-content/blocks.ts';
import type { SubArticle as SubArticleNode } from '../../schemas/content/article-content.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { loginHref } from '../../runtime/session/login-href.ts';
import { localized } from '../../kits/home/localize.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';
import { BlockNodes } from './content/BlockNodes.tsx';
import { Funding, hasFunding } from './content/Funding.tsx';
import { InlineText } from './content/InlineText.tsx';
import { useInterfaceLanguage } from './interface-language.ts';
import { Translatable } from './translate/Translatable.tsx';
import { TranslatableBody } from './translate/TranslatableBody.tsx';

/** A titled part; `collapsed` (the mobile reader's references, funding and contributions) hides it behind its heading. */
function Part({ id, title, children, collapsed = false }: { id: string; title: string; children: ReactNode; collapsed?: boolean }) {
  const { lang } = useInterfaceLanguage();
  return collapsed ? (
    <details id={id} className="mh-article-part mh-collapsible">
      <summary>
        <h2 lang={lang}>{title}</h2>
      </summary>
      {children}
    </details>
  ) : (
    <section id={id} className="mh-article-part">
      <h2 lang={lang}>{title}</h2>
      {children}
    </section>
  );
}

function BlockPart({ id, title, nodes, collapsed }: { id: string; title: string; nodes: BlockNode[]; collapsed?: boolean }) {
  return nodes.length ? (
    <Part id={id} title={title} collapsed={collapsed}>
      <BlockNodes nodes={nodes} />
    </Part>
  ) : null;
}

/** Instead of the full text, for a reader the site asks to sign in (spec §6). */
function SignInToRead() {
  const { t } = useTranslation();
  const { path, lang } = usePage();
  return (
    <section id="full-text" className="mh-article-part mh-sign-in-to-read" role="note" lang={useInterfaceLanguage().lang}>
      <p>{t('article.readingLoginRequired')}</p>
      <a href={loginHref(path, lang)}>{t('article.signIn')}</a>
    </section>
  );
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
      {hasFunding(sub.funding) ? <Funding funding={sub.funding} /> : null}
      {sub.subArticles.map((nested, index) => (
        <SubArticle key={nested.id || index} sub={nested} />
      ))}
    </section>
  );
}

/**
 * An article known only by its metadata: its abstract and keywords in the page's language where the article has
 * them (the Chinese fields on a Chinese page, the English ones elsewhere), else in the other.
 */
function MetadataOnly({ page: { article } }: { page: ArticlePage }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const abstract = localized(article.abstract, article.enAbstract, lang);
  const chineseKeywords = contentLanguageOf(lang) === 'zh' ? article.keywords.length > 0 : article.enKeywords.length === 0;
  const keywords = chineseKeywords ? article.keywords : article.enKeywords;
  const keywordsLanguage = chineseKeywords ? 'zh-CN' : 'en';
  const textLanguage = (text: { lang: string | undefined }) => text.lang ?? bcp47Of(lang);
  return (
    <>
      {abstract.text.trim() ? (
        <Translatable lang={textLanguage(abstract)}>
          <Part id="abstract" title={t('article.abstract')}>
            <p lang={abstract.lang}>{abstract.text}</p>
          </Part>
        </Translatable>
      ) : null}
      {keywords.length > 0 ? (
        <Part id="keywords" title={t('article.keywords')}>
          <p className="mh-keywords" lang={keywordsLanguage === bcp47Of(lang) ? undefined : keywordsLanguage}>
            {keywords.map((keyword) => (
              <span key={keyword} className="mh-keyword">
                {keyword}
              </span>
            ))}
          </p>
        </Part>
      ) : null}
    </>
  );
}

/**
 * The full text in the spec's order: abstract, keywords, highlights (or "None"), body, contributions, supplementary
 * material, conflict of interest, ethics, funding (mobile), supporting data, glossary, appendix, sub-articles
 * (desktop), references. The mobile variant folds references, funding and contributions behind their headings.
 */
export function ArticleBody({ page }: { page: ArticlePage }) {
  const { t } = useTranslation();
  const mobile = usePage().device === 'mobile';
  const ui = useInterfaceLanguage();
  const { content } = page;
  if (!content) return <MetadataOnly page={page} />;
  const mainAbstracts = content.abstracts.filter((abstract) => abstract.abstractType === '' || abstract.lang === '' || abstract.lang === content.language);
  const otherAbstracts = content.abstracts.filter((abstract) => !mainAbstracts.includes(abstract));
  return (
    <>
      {[...mainAbstracts, ...otherAbstracts].map((abstract, index) => (
        <Translatable key={abstract.id || index} lang={abstract.lang || content.language}>
          <section id={abstract.id || (index === 0 ? 'abstract' : undefined)} className="mh-article-part mh-abstract" lang={abstract.lang || undefined}>
            {abstract.title.length ? (
              <h2>
                <InlineText nodes={abstract.title} />
              </h2>
            ) : (
              <h2 lang={ui.lang}>{t('article.abstract')}</h2>
            )}
            <BlockNodes nodes={abstract.children} depth={1} />
          </section>
        </Translatable>
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
        {content.highlights.length ? content.highlights.map((highlight, index) => <BlockNodes key={index} nodes={highlight.children} depth={1} />) : <p lang={ui.lang}>{t('article.none')}</p>}
      </Part>
      {page.access.read ? null : <SignInToRead />}
      <div className="mh-article-body">
        <TranslatableBody nodes={content.body} lang={content.language} />
      </div>
      <BlockPart id="acknowledgements" title={t('article.acknowledgements')} nodes={content.acknowledgements} />
      <BlockPart id="contributions" title={t('article.contributions')} nodes={content.contributions} collapsed={mobile} />
      <BlockPart id="supplementary" title={t('article.supplementary')} nodes={content.supplementary} />
      <BlockPart id="conflict" title={t('article.conflict')} nodes={content.conflict} />
      <BlockPart id="ethics" title={t('article.ethics')} nodes={content.ethics} />
      {mobile && hasFunding(content.funding) ? (
        <Part id="funding" title={t('article.funding')} collapsed>
          <Funding funding={content.funding} />
        </Part>
      ) : null}
      <BlockPart id="data-availability" title={t('article.dataAvailability')} nodes={content.dataAvailability} />
      <BlockPart id="glossary" title={t('article.glossary')} nodes={content.glossary} />
      <BlockPart id="appendix" title={t('article.appendix')} nodes={content.appendix} />
      <BlockPart id="notes" title={t('article.notes')} nodes={[...content.authorNotes, ...content.notes, ...content.footnotes]} />
      {mobile ? null : content.subArticles.map((sub, index) => <SubArticle key={sub.id || index} sub={sub} />)}
      {content.references.length ? (
        <Part id="references" title={t('article.references')} collapsed={mobile}>
          <BlockNodes nodes={content.references} depth={1} />
        </Part>
      ) : null}
    </>
  );
}
