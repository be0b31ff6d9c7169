import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import { BlockNodes } from './BlockNodes.tsx';

/** Grants (funder and award numbers) and funding statements, with the footnotes that state funding. */
export function Funding({ funding }: { funding: ArticleContent['funding'] }) {
  return (
    <>
      {funding.awards.length ? (
        <ul className="mh-funding">
          {funding.awards.map((award, index) => (
            <li key={award.id || index}>
              {award.funders.map((funder) => funder.name).join(', ')}
              {award.awardIds.length ? ` (${award.awardIds.join(', ')})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <BlockNodes nodes={funding.statement} depth={1} />
    </>
  );
}

export const hasFunding = (funding: ArticleContent['funding']) => funding.awards.length > 0 || funding.statement.length > 0;
