import { assign, fromPromise, setup } from 'xstate';
import type { SearchResourceCode } from '../schemas/search-config.ts';
import { applySearchChoice, initialSearchChoice, type SearchChoice, type SearchChoiceEvent, type SearchChoiceResource } from './search-choice.ts';

/** One search as it was submitted: the keyword (trimmed) and what was chosen at that moment. */
export type SearchSubmission = {
  keyword: string;
  resource: { code: SearchResourceCode; type: number };
  field: string;
  subPool: string | undefined;
};

/** The analyze call of spec §7 (`GET /rc-pub/front/search/analyze?q=&type=`): the reply's status and terms. */
export type AnalyzeInput = { q: string; type: SearchResourceCode };
export type AnalyzeOutcome = { status: number; terms: string[] };

export type SearchSubmissionInput = {
  resources: readonly SearchChoiceResource[];
  /** Spec §5: every style but style one stops an empty keyword with the Tips alert. */
  checksEmptyKeyword: boolean;
  /** Where the box stands when the machine takes over (default: its first resource type). */
  choice?: SearchChoice;
};

export type SearchSubmissionContext = {
  resources: readonly SearchChoiceResource[];
  checksEmptyKeyword: boolean;
  choice: SearchChoice;
  /** The search being checked, analysed or opened. */
  pending: SearchSubmission | null;
  /** The analysed terms of the last search that opened. */
  terms: string[];
};

export type SearchSubmissionEvent = SearchChoiceEvent | { type: 'submit'; keyword: string } | { type: 'alert.dismiss' };

function submissionOf(context: SearchSubmissionContext, keyword: string): SearchSubmission {
  const resource = context.resources[context.choice.resourceIndex] ?? context.resources[0];
  return {
    keyword: keyword.trim(),
    resource: { code: resource?.code ?? 'thesis', type: resource?.type ?? 1 },
    field: context.choice.field,
    subPool: context.choice.subPool,
  };
}

/**
 * A search box's submission (spec §4 "Search"): idle → checking → (empty keyword on a style that checks) alerting
 * until dismissed, else analyzing (the analyze call) → opening → idle. A status other than 0, or a failed call, stops
 * the search silently (back to idle). Opening clears the stored filters, sets the stored page to 0, saves the keyword,
 * tab and analysed terms, and opens the result page (all injected with `provide`). A new submit while analysing
 * replaces the search: the earlier reply is dropped with the call that made it. Choosing a resource type resets the
 * field and the sub-pool (machines/search-choice.ts), in any state.
 */
export const searchSubmissionMachine = setup({
  types: {
    input: {} as SearchSubmissionInput,
    context: {} as SearchSubmissionContext,
    events: {} as SearchSubmissionEvent,
  },
  actors: {
    analyze: fromPromise<AnalyzeOutcome, AnalyzeInput>(() => Promise.reject(new Error('provide the analyze actor'))),
  },
  actions: {
    clearStoredFilters: () => {},
    resetStoredPage: () => {},
    saveKeywordAndTab: (_, _params: { submission: SearchSubmission }) => {},
    saveAnalyzedTerms: (_, _params: { terms: string[] }) => {},
    openResult: (_, _params: { submission: SearchSubmission }) => {},
    choose: assign(({ context, event }) =>
      event.type === 'resource.choose' || event.type === 'field.choose' || event.type === 'subPool.choose'
        ? { choice: applySearchChoice(context.choice, event, context.resources) }
        : {},
    ),
    capture: assign(({ context, event }) => (event.type === 'submit' ? { pending: submissionOf(context, event.keyword) } : {})),
  },
  guards: {
    stopsEmptyKeyword: ({ context }) => context.checksEmptyKeyword && context.pending?.keyword === '',
  },
}).createMachine({
  id: 'searchSubmission',
  context: ({ input }) => ({
    resources: input.resources,
    checksEmptyKeyword: input.checksEmptyKeyword,
    choice: input.choice ?? initialSearchChoice(input.resources),
    pending: null,
    terms: [],
  }),
  initial: 'idle',
  on: {
    'resource.choose': { actions: 'choose' },
    'field.choose': { actions: 'choose' },
    'subPool.choose': { actions: 'choose' },
  },
  states: {
    idle: {
      on: { submit: { target: 'checking', actions: 'capture' } },
    },
    checking: {
      always: [{ guard: 'stopsEmptyKeyword', target: 'alerting' }, { target: 'analyzing' }],
    },
    alerting: {
      on: { 'alert.dismiss': 'idle' },
    },
    analyzing: {
      invoke: {
        src: 'analyze',
        input: ({ context }) => ({ q: context.pending?.keyword ?? '', type: context.pending?.resource.code ?? 'thesis' }),
        onDone: [
          { guard: ({ event }) => event.output.status === 0, target: 'opening', actions: assign({ terms: ({ event }) => event.output.terms }) },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
      on: { submit: { target: 'checking', actions: 'capture' } },
    },
    opening: {
      entry: [
        'clearStoredFilters',
        'resetStoredPage',
        { type: 'saveKeywordAndTab', params: ({ context }) => ({ submission: context.pending! }) },
        { type: 'saveAnalyzedTerms', params: ({ context }) => ({ terms: context.terms }) },
        { type: 'openResult', params: ({ context }) => ({ submission: context.pending! }) },
      ],
      always: { target: 'idle' },
    },
  },
});
