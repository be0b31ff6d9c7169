import type { TFunction } from 'i18next';
import type { Period } from '../../schemas/period.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

/** "2025, Vol. 45, No. 10" (zh "2025年 第45卷 第10期"): the volume is left out when the issue has none. */
export function issueLabel(period: Pick<Period, 'year' | 'issue' | 'periods'>, t: TFunction): string {
  return period.periods.trim() === ''
    ? t('blocks.issueLabelNoVolume', { year: period.year, issue: period.issue })
    : t('blocks.issueLabel', { year: period.year, volume: period.periods, issue: period.issue });
}

/** The address of an issue's table of contents under the page's route family. */
export function issueHref(prefix: string, period: Pick<Period, 'year' | 'issue'>): string {
  return screenHref(prefix, 'issue', { year: period.year, issue: period.issue });
}
