import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { renderMemberBlock, type Respond } from '../../../tests/support/member-page.tsx';
import personalCentre from '../index.ts';

/** The personal centre at `/personal{query}`, signed in unless told otherwise, its calls answered by `respond`. */
export function openPersonal(query: string, respond: Respond = () => undefined, { signedIn = true, lang = 'en' as LanguageSegment } = {}) {
  const url = `http://localhost/personal${query}`;
  window.history.replaceState(null, '', `/personal${query}`);
  const props = Object.fromEntries(new URL(url).searchParams);
  return renderMemberBlock(personalCentre, { code: 'personalCentre', props }, { bootstrap: sampleBootstrap('optics'), lang, url, userName: signedIn ? '138****5678' : undefined, respond });
}
