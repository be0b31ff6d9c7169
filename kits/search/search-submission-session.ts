import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { searchSubmissionMachine, type AnalyzeInput, type AnalyzeOutcome } from '../../machines/search-submission-machine.ts';
import type { SearchBoxSession, SearchBoxSessionSetup, SearchBoxView } from '../../runtime/search/search-submission.ts';
import { searchTarget, typeParamOf } from '../../runtime/search/search-target.ts';
import { clearStoredFilters, storeSearchValue } from '../../runtime/search/stored-search-state.ts';
import { createAnalyzeCall } from './analyze-call.ts';

function viewOf(snapshot: SnapshotFrom<typeof searchSubmissionMachine>): SearchBoxView {
  const status = snapshot.value === 'alerting' || snapshot.value === 'analyzing' ? snapshot.value : 'idle';
  return { status, choice: snapshot.context.choice };
}

/**
 * A running submission machine for one search form, with the browser's effects: the analyze call through the page's
 * API client, the stored search state in sessionStorage, and the result page opened in a new tab without an opener
 * (spec §2). Loaded on the reader's first interaction with the form.
 */
export function startSearchSubmission({ api, lang, sld, resources, checksEmptyKeyword, choice, onChange }: SearchBoxSessionSetup): SearchBoxSession {
  const analyze = createAnalyzeCall(api);
  const actor = createActor(
    searchSubmissionMachine.provide({
      actors: { analyze: fromPromise<AnalyzeOutcome, AnalyzeInput>(({ input, signal }) => analyze(input, signal)) },
      actions: {
        clearStoredFilters: () => clearStoredFilters(),
        resetStoredPage: () => storeSearchValue('page', 0),
        saveKeywordAndTab: (_, { submission }) => {
          storeSearchValue('val', submission.keyword);
          storeSearchValue('searchTypeNav', typeParamOf(submission.resource));
          storeSearchValue('selectvalue', submission.field);
        },
        saveAnalyzedTerms: (_, { terms }) => storeSearchValue('analyzeArray', terms),
        openResult: (_, { submission }) => {
          window.open(searchTarget({ ...submission, lang, sld }).href, '_blank', 'noopener');
        },
      },
    }),
    { input: { resources, checksEmptyKeyword, choice: choice() } },
  );
  actor.subscribe((snapshot) => onChange(viewOf(snapshot)));
  actor.start();
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
