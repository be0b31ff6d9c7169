import type { TFunction } from 'i18next';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { Period } from '../../schemas/period.ts';
import { localizedString } from '../../kits/home/localize.ts';
import { issueLabel } from '../../kits/journal/issue-label.ts';

/** An issue's title, for the page's head: its own ("Vol. 46, No. 2, 2026", a themed issue's name), else its label. */
export function issueTitle(period: Period, lang: LanguageSegment, t: TFunction): string {
  const own = localizedString(period.title, period.enTitle, lang).trim();
  return own === '' ? issueLabel(period, t) : own;
}
