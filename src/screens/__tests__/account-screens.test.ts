import { describe, expect, it } from 'vitest';
import { parseLocation } from '../../../runtime/routing/parse-location.ts';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { accountScreenModules } from '../account-screens.ts';
import { screenModules } from '../screen-modules.ts';

const modulesOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return screenModules(parseLocation(pathname, search), sampleBootstrap('optics')).modules.map(({ code, props }) => ({ code, props }));
};

describe('sign-in screens', () => {
  it('/login is the login block on its password tab, with the return target and the third party’s return', () => {
    expect(modulesOf('/login?lang=en&url=%2Foptics%2Fen%2Farticle%2F12')).toEqual([
      { code: 'login', props: { method: 'password', url: '/optics/en/article/12', code: undefined, state: undefined } },
    ]);
    expect(modulesOf('/login?code=dev%3Areader&state=s')[0]?.props).toMatchObject({ code: 'dev:reader', state: 's' });
  });

  it('/quickLogin is the same block on its code tab', () => {
    expect(modulesOf('/quickLogin?lang=zh&url=%2Fzh%2Fhome%2F')).toEqual([{ code: 'login', props: { method: 'code', url: '/zh/home/' } }]);
  });

  it('/register, /forgetCode and /accountBinding are their blocks', () => {
    expect(modulesOf('/register?lang=en')).toEqual([{ code: 'register', props: { url: undefined } }]);
    expect(modulesOf('/forgetCode?url=%2Fen%2Fnews%2F')).toEqual([{ code: 'forgetCode', props: { url: '/en/news/' } }]);
    expect(modulesOf('/accountBinding?ticket=t&name=Dev+Reader&url=%2F')).toEqual([{ code: 'accountBinding', props: { url: '/', ticket: 't', name: 'Dev Reader' } }]);
  });

  it('leaves other screens alone', () => {
    expect(accountScreenModules(parseLocation('/personal', '?lang=en'))).toBeUndefined();
    expect(accountScreenModules(parseLocation('/en/home/', ''))).toBeUndefined();
  });
});
