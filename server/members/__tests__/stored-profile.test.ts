import { describe, expect, it } from 'vitest';
import { mergeProfile, readProfile } from '../stored-profile.ts';

describe('the stored profile', () => {
  it('reads what fits and empties what does not', () => {
    expect(readProfile('{"name":"Ann","gender":"other","photo":7,"region":"Beijing"}')).toEqual({
      name: 'Ann',
      email: '',
      region: 'Beijing',
      major: '',
      institution: '',
      researchField: '',
      gender: null,
      photo: null,
    });
    expect(readProfile('not json').name).toBe('');
    expect(readProfile('[1]').name).toBe('');
  });

  it('keeps keys it does not know when written', () => {
    expect(JSON.parse(mergeProfile('{"nickname":"A","name":"Old"}', { name: 'New', gender: 'female' }))).toEqual({ nickname: 'A', name: 'New', gender: 'female' });
  });
});
