import { describe, expect, it } from 'vitest';
import { analyze, cjkGrams, cjkQueryWords, indexText, textPieces } from '../analyzer.ts';

const chineseTitles = [
  '基于相位梯度超构表面的宽带消色差光束偏折器',
  '钙钛矿太阳能电池的界面钝化与稳定性研究',
  '青藏高原冻土区土壤有机碳储量的空间分布',
  '二氧化碳浓度升高对水稻产量的影响',
];

describe('analyze', () => {
  it('splits Chinese academic titles into words, losing no character', () => {
    const [metasurface, perovskite, permafrost, rice] = chineseTitles.map(analyze);
    expect(metasurface).toEqual(expect.arrayContaining(['基于', '相位', '梯度', '表面', '光束']));
    expect(perovskite).toEqual(expect.arrayContaining(['太阳', '电池', '界面', '稳定', '研究']));
    expect(permafrost).toEqual(expect.arrayContaining(['高原', '冻土', '土壤', '有机碳', '空间', '分布']));
    expect(rice).toEqual(expect.arrayContaining(['浓度', '水稻', '产量', '影响']));
    for (const title of chineseTitles) expect(analyze(title).join('')).toBe(title);
  });

  it('keeps mixed Latin and Chinese apart, with or without a space between them', () => {
    expect(analyze('CO2 浓度 mechanism')).toEqual(['co2', '浓度', 'mechanism']);
    expect(analyze('CO2浓度mechanism')).toEqual(['co2', '浓度', 'mechanism']);
    expect(analyze('2024年度报告')).toEqual(expect.arrayContaining(['2024', '年度']));
  });

  it('keeps chemical formulas, dimensions, numbers and DOI parts whole', () => {
    expect(analyze('CO2 3D printing at 10.7554/eLife.123')).toEqual(['co2', '3d', 'printing', 'at', '10.7554', 'elife', '123']);
  });

  it('splits Japanese and Korean into words', () => {
    const japanese = '日本語の形態素解析を行う';
    expect(analyze(japanese)).toEqual(expect.arrayContaining(['日本語', '形態素', '解析']));
    expect(analyze(japanese).join('')).toBe(japanese);
    expect(analyze('한국어 형태소 분석기')).toEqual(['한국어', '형태소', '분석기']);
    expect(analyze('ｶﾀｶﾅ')).toEqual(['カタカナ']);
  });

  it('lowercases Cyrillic and strips diacritics of Latin and Cyrillic letters', () => {
    expect(analyze('Привет, МИР! Ёлка')).toEqual(['привет', 'мир', 'елка']);
    expect(analyze('Naïve CAFÉ Ça İstanbul Ångström')).toEqual(['naive', 'cafe', 'ca', 'istanbul', 'angstrom']);
  });

  it('folds full-width and compatibility forms (NFKC)', () => {
    expect(analyze('ＣＯ２ ﬁnance Ⅻ')).toEqual(['co2', 'finance', 'xii']);
  });

  it('removes controls, soft hyphens and zero-width characters, and keeps whitespace a separator', () => {
    expect(analyze('co\u00adoperation in\u0000side zero\u200bwidth a\tb\nc')).toEqual(['cooperation', 'inside', 'zerowidth', 'a', 'b', 'c']);
    expect(analyze('lone \ud800 surrogate')).toEqual(['lone', 'surrogate']);
  });

  it('does not stem, and gives nothing for punctuation alone', () => {
    expect(analyze('running runs ran')).toEqual(['running', 'runs', 'ran']);
    expect(analyze('!!! ... --- 。、「」 *^:()')).toEqual([]);
  });
});

describe('textPieces', () => {
  it('gives words and whole CJK runs in order', () => {
    expect(textPieces('CO2浓度变化, 光 and 한국어')).toEqual([
      { kind: 'word', text: 'co2' },
      { kind: 'cjk', text: '浓度变化' },
      { kind: 'cjk', text: '光' },
      { kind: 'word', text: 'and' },
      { kind: 'cjk', text: '한국어' },
    ]);
  });

  it('counts the long-vowel mark and the iteration mark as part of a run, CJK punctuation not', () => {
    expect(textPieces('コーヒー、人々')).toEqual([
      { kind: 'cjk', text: 'コーヒー' },
      { kind: 'cjk', text: '人々' },
    ]);
  });
});

describe('cjkQueryWords', () => {
  it('gives the words of a run typed without spaces, names and unknown terms joined, particles between words dropped', () => {
    expect(cjkQueryWords('超构表面全息显示')).toEqual(['超构', '表面', '全息', '显示']);
    expect(cjkQueryWords('深度学习计算成像')).toEqual(['深度', '学习', '计算', '成像']);
    expect(cjkQueryWords('陈思远')).toEqual(['陈思远']);
    expect(cjkQueryWords('基于相位梯度超构表面的光束')).toEqual(['基于', '相位', '梯度', '超构', '表面', '光束']);
  });

  it('gives a run of one word, or one character, as itself', () => {
    expect(cjkQueryWords('光纤')).toEqual(['光纤']);
    expect(cjkQueryWords('光')).toEqual(['光']);
  });
});

describe('textPieces beyond the Unicode word rules', () => {
  it('cuts Thai with the segmenter’s dictionary', () => {
    expect(textPieces('ภาษาไทย CO2')).toEqual([
      { kind: 'word', text: 'ภาษา' },
      { kind: 'word', text: 'ไทย' },
      { kind: 'word', text: 'co2' },
    ]);
  });

  it('joins words at apostrophes, points and colons as the rules do', () => {
    expect(analyze("can't e.g. 1,000.5 a:b 1:2 a.1 x_y")).toEqual(["can't", 'e.g', '1,000.5', 'a:b', '1', '2', 'a', '1', 'x_y']);
  });
});

describe('cjkGrams', () => {
  it('gives the overlapping bigrams of a run, and a single character as itself', () => {
    expect(cjkGrams('超构表面')).toEqual(['超构', '构表', '表面']);
    expect(cjkGrams('超构')).toEqual(['超构']);
    expect(cjkGrams('光')).toEqual(['光']);
    expect(cjkGrams('')).toEqual([]);
    expect(cjkGrams('𠀀𠀁𠀂')).toEqual(['𠀀𠀁', '𠀁𠀂']);
  });
});

describe('indexText', () => {
  it('stores words as they are and each CJK run as its bigrams and its last character', () => {
    expect(indexText('超构表面')).toBe('超构 构表 表面 面');
    expect(indexText('光')).toBe('光');
    expect(indexText('CO2浓度 mechanism, Naïve')).toBe('co2 浓度 度 mechanism naive');
    expect(indexText('形態素解析')).toBe('形態 態素 素解 解析 析');
  });

  it('is empty for text without words', () => {
    expect(indexText('')).toBe('');
    expect(indexText(' —— !!! ')).toBe('');
  });
});
