import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { SearchResourceCode } from '../../schemas/search-config.ts';
import type { ApiClient } from '../api/api-client.ts';

/**
 * The port through which a search box's form reaches the search submission machine. runtime/ may not import
 * machines/, so a block hands the form a `SearchSubmissionKit` (kits/search): the choice rule, which runs at
 * once, and the machine with XState, which loads on the reader's first interaction. These types mirror
 * machines/search-choice.ts and machines/search-submission-machine.ts; the kit is checked against both.
 */

export type SearchBoxResource = { code: SearchResourceCode; type: number; firstField: string };

export type SearchBoxChoice = { resourceIndex: number; field: string; subPool: string | undefined };

export type SearchBoxChoiceEvent =
  | { type: 'resource.choose'; index: number }
  | { type: 'field.choose'; field: string }
  | { type: 'subPool.choose'; subPool: string | undefined };

export type SearchBoxEvent = SearchBoxChoiceEvent | { type: 'submit'; keyword: string } | { type: 'alert.dismiss' };

/** What the form shows: the choice, the Tips alert, a search under way. */
export type SearchBoxView = { status: 'idle' | 'alerting' | 'analyzing'; choice: SearchBoxChoice };

export type SearchBoxSession = { send: (event: SearchBoxEvent) => void; stop: () => void };

export type SearchBoxSessionSetup = {
  api: ApiClient;
  lang: LanguageSegment;
  sld: string | undefined;
  resources: readonly SearchBoxResource[];
  checksEmptyKeyword: boolean;
  /** The choice when the session starts (read then, so choices made while it loaded are kept). */
  choice: () => SearchBoxChoice;
  onChange: (view: SearchBoxView) => void;
};

export type SearchSubmissionKit = {
  initialChoice: (resources: readonly SearchBoxResource[], resourceIndex?: number) => SearchBoxChoice;
  applyChoice: (choice: SearchBoxChoice, event: SearchBoxChoiceEvent, resources: readonly SearchBoxResource[]) => SearchBoxChoice;
  /** Loads XState and the machine (once) and starts a session. */
  start: (setup: SearchBoxSessionSetup) => Promise<SearchBoxSession>;
};
