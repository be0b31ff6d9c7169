import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../../../schemas/content/article-content/blocks.ts';
import { blockText, clipForTranslation } from '../block-text.ts';

const text = (value: string) => [{ type: 'text' as const, text: value }];

describe('blockText', () => {
  it('gives a section’s heading and prose, one line each, without its figures and formulas', () => {
    const section = {
      type: 'sec',
      id: 's1',
      secType: '',
      label: '1.',
      title: text('Introduction'),
      children: [
        { type: 'p', id: '', children: text('First   paragraph.') },
        { type: 'disp-formula', id: 'eq1', label: '(1)', math: { tex: 'E=mc^2' } },
        { type: 'sec', id: 's1.1', secType: '', label: '', title: text('Background'), children: [{ type: 'p', id: '', children: text('Nested.') }] },
      ],
    } as unknown as BlockNode;
    expect(blockText([section])).toBe('1. Introduction\nFirst paragraph.\nBackground\nNested.');
  });
});

describe('clipForTranslation', () => {
  it('keeps text within the limit as it is', () => {
    expect(clipForTranslation('short text', 20)).toEqual({ text: 'short text', clipped: false });
  });

  it('cuts longer text at the last break before the limit', () => {
    expect(clipForTranslation('one two three four', 12)).toEqual({ text: 'one two', clipped: true });
    expect(clipForTranslation('a'.repeat(30), 10)).toEqual({ text: 'a'.repeat(10), clipped: true });
  });
});
