import { describe, expect, it } from 'vitest';
import type { HighlightedText } from '../../../schemas/search/search-results.ts';
import { highlight, matchRanges, snippet } from '../highlight.ts';

const fuzzy = { prefix: true };
const precise = { prefix: false };
/** The marked parts of runs, in order. */
const marked = (runs: HighlightedText) => runs.filter((run) => run.hit).map((run) => run.text);
const joined = (runs: HighlightedText) => runs.map((run) => run.text).join('');

describe('highlight', () => {
  it('keeps the text as it was, marking the matches', () => {
    const runs = highlight('Broadband achromatic beam deflector', ['achromatic'], fuzzy);
    expect(runs).toEqual([
      { text: 'Broadband ', hit: false },
      { text: 'achromatic', hit: true },
      { text: ' beam deflector', hit: false },
    ]);
  });

  it('ignores letter case, full width and diacritics, and marks the original characters', () => {
    expect(marked(highlight('ＬＡＳＥＲ pulses', ['laser'], fuzzy))).toEqual(['ＬＡＳＥＲ']);
    expect(marked(highlight('Café Müller', ['cafe', 'muller'], fuzzy))).toEqual(['Café', 'Müller']);
    expect(marked(highlight('A CAFÉ', ['café'], fuzzy))).toEqual(['CAFÉ']);
  });

  it('finds Chinese words inside runs of characters', () => {
    const runs = highlight('基于相位梯度超构表面的宽带消色差光束偏折器', ['超构', '消色差'], fuzzy);
    expect(marked(runs)).toEqual(['超构', '消色差']);
    expect(joined(runs)).toBe('基于相位梯度超构表面的宽带消色差光束偏折器');
  });

  it('merges matches that touch or overlap', () => {
    expect(marked(highlight('超构表面', ['超', '构', '表面'], fuzzy))).toEqual(['超构表面']);
  });

  it('matches words at their start only; fuzzy takes the rest of the word, precise wants the whole word', () => {
    expect(marked(highlight('laser lasers', ['aser'], fuzzy))).toEqual([]);
    expect(marked(highlight('lasers and a laser', ['laser'], fuzzy))).toEqual(['lasers', 'laser']);
    expect(marked(highlight('lasers and a laser', ['laser'], precise))).toEqual(['laser']);
  });

  it('marks mixed-script text and numbers', () => {
    expect(marked(highlight('2 μm 波段全保偏锁模掺铥光纤激光器', ['μm', '光纤'], fuzzy))).toEqual(['μm', '光纤']);
    expect(marked(highlight('CO2 concentration', ['co2'], precise))).toEqual(['CO2']);
  });

  it('leaves text without matches, and empty terms, unmarked', () => {
    expect(highlight('Nothing here', ['laser', ''], fuzzy)).toEqual([{ text: 'Nothing here', hit: false }]);
    expect(highlight('', ['laser'], fuzzy)).toEqual([]);
  });

  it('keeps characters outside the basic plane whole', () => {
    const runs = highlight('𠀀 rare 𠀀 laser', ['laser'], fuzzy);
    expect(joined(runs)).toBe('𠀀 rare 𠀀 laser');
    expect(marked(runs)).toEqual(['laser']);
  });

  it('gives original offsets', () => {
    expect(matchRanges('ﬁber ﬁber', ['fiber'], fuzzy)).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 9 },
    ]);
  });
});

describe('snippet', () => {
  const words = (count: number, word = 'filler') => Array.from({ length: count }, () => word).join(' ');

  it('shows a short text whole', () => {
    expect(snippet('Drought legacy', ['drought'], fuzzy)).toEqual([
      { text: 'Drought', hit: true },
      { text: ' legacy', hit: false },
    ]);
  });

  it('cuts about 200 characters around the first match, between words, with ellipses', () => {
    const text = `${words(60)} drought ${words(60)}`;
    const runs = snippet(text, ['drought'], fuzzy);
    expect(runs[0]).toEqual({ text: '…', hit: false });
    expect(runs.at(-1)).toEqual({ text: '…', hit: false });
    expect(marked(runs)).toEqual(['drought']);
    const body = joined(runs.slice(1, -1));
    expect(body.length).toBeLessThanOrEqual(200);
    expect(body.length).toBeGreaterThan(150);
    expect(body.startsWith('filler')).toBe(true);
    expect(body.endsWith('filler')).toBe(true);
  });

  it('starts at the beginning when nothing matches, and in Chinese cuts anywhere', () => {
    const runs = snippet('光'.repeat(300), ['激光'], fuzzy);
    expect(runs.at(-1)).toEqual({ text: '…', hit: false });
    expect(joined(runs.slice(0, -1))).toHaveLength(200);
    const around = snippet(`${'光'.repeat(150)}超构表面${'光'.repeat(150)}`, ['超构'], fuzzy);
    expect(marked(around)).toEqual(['超构']);
    expect(around[0]).toEqual({ text: '…', hit: false });
  });

  it('flattens line breaks and gives nothing for empty text', () => {
    expect(joined(snippet('one\n\ntwo', [], fuzzy))).toBe('one two');
    expect(snippet('  ', ['x'], fuzzy)).toEqual([]);
  });
});
