import { useEffect, useRef } from 'react';
import type { PartProblem } from './studio-problems.ts';

type ProblemsSummaryProps = {
  problems: readonly PartProblem[];
  /** Checked here as typed (unsaved edits), or the server's findings for the saved draft or the published version. */
  source: 'typed' | 'draft' | 'published';
  /** The input a problem's field has on the screen shown, if any: its line links there. */
  targetOf: (problem: PartProblem) => string | undefined;
  /** Changes when the server's problems arrive (a save, a refused publish): the summary then takes the focus. */
  arrival: unknown;
};

const sourceNotes: Readonly<Record<ProblemsSummaryProps['source'], string>> = {
  typed: 'Checked here as you edit. Blocks, their settings and menu codes are checked when you save the draft.',
  draft: 'Found in the saved draft. Publishing is refused until they are fixed.',
  published: 'Found in the published version: readers get the defaults in their place.',
};

/** The part's problems above the editor, each a link to its field where the screen shows it (its path as the server names it otherwise). */
export function ProblemsSummary({ problems, source, targetOf, arrival }: ProblemsSummaryProps) {
  const region = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (problems.length > 0) region.current?.focus();
    // Only when the server's answer arrives, not on every edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrival]);
  if (problems.length === 0) return null;
  return (
    <section className="problem-summary" tabIndex={-1} ref={region} aria-labelledby="studio-problems-heading">
      <h2 id="studio-problems-heading">{problems.length === 1 ? 'One problem' : `${problems.length} problems`}</h2>
      <p className="hint">{sourceNotes[source]}</p>
      <ul>
        {problems.map((problem, index) => {
          const target = targetOf(problem);
          const text = `${problem.shownPath || 'The whole part'}: ${problem.message}`;
          return (
            <li key={`${index}:${problem.path}`}>
              {target ? (
                <a
                  href={`#${target}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(target)?.focus();
                  }}
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
