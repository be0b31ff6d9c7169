import type { DehydratedState } from '@tanstack/react-query';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { cataloguesFor } from '../../runtime/i18n/bundled-catalogues.ts';
import { jsonForScript } from '../document/escape-html.ts';
import type { IslandState } from './island-state.ts';

/** The UI text of each language as inline JSON, written once: it is the same on every page in that language. */
const catalogueJson = new Map<LanguageSegment, string>();

/** An island state (`IslandState`) as JSON for the page: the language's UI text and the query cache entries. */
export function islandStateJson(language: LanguageSegment, queryState: DehydratedState): string {
  let i18n = catalogueJson.get(language);
  if (i18n === undefined) catalogueJson.set(language, (i18n = jsonForScript(cataloguesFor(language) satisfies IslandState['i18n'])));
  return `{"i18n":${i18n},"queryState":${jsonForScript(queryState satisfies IslandState['queryState'])}}`;
}
