import { describe, expect, it } from 'vitest';
import { placedScreen } from '../../../tests/support/placed-screen.ts';

describe('the personal screen', () => {
  it('is the personal centre at the place its query names', async () => {
    expect(await placedScreen('/personal?menu=album&album=7&lang=en&slds=optics')).toMatchObject({ status: 200, modules: [{ code: 'personalCentre', props: { menu: 'album', album: 7 } }] });
  });
});
