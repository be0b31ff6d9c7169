import { describe, expect, it } from 'vitest';
import { parseLocation } from '../../../runtime/routing/parse-location.ts';
import { personalScreenModules } from '../personal-screens.ts';

describe('the personal screen', () => {
  it('is the personal centre at the place its query names', () => {
    const modules = personalScreenModules(parseLocation('/personal', '?menu=album&album=7&lang=en&slds=optics'));
    expect(modules?.map(({ code, props }) => ({ code, props }))).toEqual([{ code: 'personalCentre', props: { menu: 'album', album: '7' } }]);
  });

  it('leaves other screens alone', () => {
    expect(personalScreenModules(parseLocation('/login', '?lang=en'))).toBeUndefined();
    expect(personalScreenModules(parseLocation('/en/home/', ''))).toBeUndefined();
  });
});
