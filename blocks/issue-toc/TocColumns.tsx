import { useId } from 'react';
import type { TocArticle, TocColumn } from '../../schemas/content/issue-toc.ts';
import { localized, localizedString } from '../../kits/home/localize.ts';
import { doiHref } from '../../kits/journal/doi-href.ts';
import { TocActions } from './TocActions.tsx';
import type { TocOptions } from './toc-options.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

function TocEntry({ article, options }: { article: TocArticle; options: TocOptions }) {
  const { lang, prefix, text } = options;
  const title = localized(article.title, article.enTitle, lang);
  const authors = article.authors.map((author) => localizedString(author.name, author.enName, lang)).join(', ');
  const pages = options.showPages && article.firstPageNum !== '' ? text.pages(article.firstPageNum, article.lastPageNum) : '';
  const doi = options.showDoi && article.doi !== '';
  const titleId = `mh-toc-${article.id}`;
  return (
    <li>
      <h3>
        <a className="mh-toc-title" id={titleId} href={screenHref(prefix, 'article', { thesisId: article.id })} lang={title.lang}>
          {title.text}
        </a>
      </h3>
      {authors !== '' ? <p className="mh-toc-authors">{authors}</p> : null}
      {pages !== '' || doi ? (
        <p className="mh-toc-meta">
          {pages !== '' ? <span>{pages}</span> : null}
          {doi ? (
            <span>
              {text.doi}: <a href={doiHref(article.doi)}>{article.doi}</a>
            </span>
          ) : null}
        </p>
      ) : null}
      {/* Every entry has the same actions: the group is named by the title, so a reader hears which article they act on. */}
      <TocActions article={article} options={options} labelledBy={titleId} />
    </li>
  );
}

function ColumnSection({ column, options }: { column: TocColumn; options: TocOptions }) {
  const headingId = useId();
  const name = localized(column.name, column.enName, options.lang);
  return (
    <section className="mh-toc-column" aria-labelledby={headingId}>
      <h2 id={headingId} lang={name.text === '' ? undefined : name.lang}>
        {name.text === '' ? options.text.otherArticles : name.text}
      </h2>
      <ul>
        {column.articles.map((article) => (
          <TocEntry key={article.id} article={article} options={options} />
        ))}
      </ul>
    </section>
  );
}

/** An issue's articles under their columns' headings, in the order the server gives (column order, then pages). */
export function TocColumns({ columns, options }: { columns: TocColumn[]; options: TocOptions }) {
  return (
    <>
      {columns.map((column) => (
        <ColumnSection key={column.id ?? 'none'} column={column} options={options} />
      ))}
    </>
  );
}
