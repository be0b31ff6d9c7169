import { describe, expect, it } from 'vitest';
import { matchesRule, type AlertArticle } from '../alert-rules.ts';

const article: AlertArticle = {
  id: 1,
  siteId: 101,
  journalId: 1001,
  periodId: 1205,
  columnId: 1101,
  firstStatus: 0,
  title: '基于相位梯度超构表面的宽带消色差光束偏折',
  enTitle: 'Broadband achromatic beam deflection with phase-gradient METASURFACES',
  keywords: ['超构表面', 'achromatic'],
  abstract: '',
  enAbstract: 'We demonstrate a LiDAR-ready deflector.',
};
const rule = (type: 'current' | 'onlineFirst' | 'keywords' | 'column', extra: { keywords?: string[]; columnId?: number | null } = {}) => ({ type, keywords: [], columnId: null, ...extra });

describe('which new articles a subscription asks for', () => {
  it('current: the article is in its journal’s newest issue', () => {
    expect(matchesRule(rule('current'), article, 1205)).toBe(true);
    expect(matchesRule(rule('current'), article, 1204)).toBe(false);
    expect(matchesRule(rule('current'), { ...article, periodId: null }, undefined)).toBe(false);
  });

  it('onlineFirst: firstStatus 1 to 10', () => {
    expect([-1, 0, 1, 10].map((firstStatus) => matchesRule(rule('onlineFirst'), { ...article, firstStatus }, 1205))).toEqual([false, false, true, true]);
  });

  it('column: the article’s column', () => {
    expect(matchesRule(rule('column', { columnId: 1101 }), article, undefined)).toBe(true);
    expect(matchesRule(rule('column', { columnId: 1102 }), article, undefined)).toBe(false);
    expect(matchesRule(rule('column', { columnId: null }), { ...article, columnId: null }, undefined)).toBe(false);
  });

  it('keywords: any word in the title, keywords or abstract, in either language, ignoring case', () => {
    expect(matchesRule(rule('keywords', { keywords: ['metasurfaces'] }), article, undefined)).toBe(true);
    expect(matchesRule(rule('keywords', { keywords: ['holography', 'lidar'] }), article, undefined)).toBe(true);
    expect(matchesRule(rule('keywords', { keywords: ['超构表面'] }), { ...article, title: '', enTitle: '' }, undefined)).toBe(true);
    expect(matchesRule(rule('keywords', { keywords: ['Ｌｉｄａｒ'] }), article, undefined)).toBe(true);
    expect(matchesRule(rule('keywords', { keywords: ['holography', ' '] }), article, undefined)).toBe(false);
  });
});
