import { describe, expect, it, vi } from 'vitest';
import { auditHandOver } from '../audit-hand-over.ts';

const call = { method: 'GET', path: '/rc-pub/front/expert/list' } as const;

describe('the audit of what the embedded back end hands a page', () => {
  it('passes data the schema reads as it is, and freezes it so a render cannot change the back end’s objects', () => {
    const handedOver = { content: [{ name: 'Ada', title: '', photo: undefined }], total: 1 };
    auditHandOver(handedOver, { content: [{ name: 'Ada', title: '' }], total: 1 }, call);
    expect(() => {
      'use strict';
      handedOver.content[0]!.name = 'Changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen(handedOver.content)).toBe(true);
  });

  it('refuses data the schema would read otherwise, naming the call and the first place they differ', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'hand-over: GET /rc-pub/front/expert/list: the schema reads data.content[1].title otherwise than the back end built it';
    expect(() => auditHandOver({ content: [{ title: '' }, { name: 'Bo' }] }, { content: [{ title: '' }, { name: 'Bo', title: '' }] }, call)).toThrow(message);
    expect(errors).toHaveBeenCalledWith(message);
    errors.mockRestore();
  });
});
