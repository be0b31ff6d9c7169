import { Fragment } from 'react';
import type { HighlightedText } from '../../schemas/search/search-results.ts';

/** Text with the parts that matched the query in <mark>: runs of text, never HTML, so a hostile title stays text. */
export function Highlighted({ runs }: { runs: HighlightedText }) {
  return (
    <>
      {runs.map((run, index) => (run.hit ? <mark key={index}>{run.text}</mark> : <Fragment key={index}>{run.text}</Fragment>))}
    </>
  );
}
