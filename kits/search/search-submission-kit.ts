import { applySearchChoice, initialSearchChoice } from '../../machines/search-choice.ts';
import type { SearchSubmissionKit } from '../../runtime/search/search-submission.ts';

/**
 * The search form's submission (runtime/search/search-submission.ts): the choice rule at once (tiny, no XState), and
 * the machine with XState, the analyze call's schema and the stored search state loaded by the first `start` — never
 * with the page (tests/integration/boot-graph.test.ts).
 */
export const searchSubmissionKit: SearchSubmissionKit = {
  initialChoice: initialSearchChoice,
  applyChoice: applySearchChoice,
  start: (setup) => import('./search-submission-session.ts').then(({ startSearchSubmission }) => startSearchSubmission(setup)),
};
