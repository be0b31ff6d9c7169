import { describe, expect, it } from 'vitest';
import { placedScreen } from '../../../tests/support/placed-screen.ts';

const modulesOf = async (url: string) => (await placedScreen(url)).modules;

describe('sign-in screens', () => {
  it('/login is the login block on its password tab, with the return target and the third party’s return', async () => {
    expect(await modulesOf('/login?lang=en&url=%2Foptics%2Fen%2Farticle%2F12')).toMatchObject([
      { code: 'login', props: { method: 'password', url: '/optics/en/article/12', code: '', state: '' } },
    ]);
    expect((await modulesOf('/login?code=dev%3Areader&state=s'))[0]?.props).toMatchObject({ code: 'dev:reader', state: 's' });
  });

  it('/quickLogin is the same block on its code tab', async () => {
    expect(await modulesOf('/quickLogin?lang=zh&url=%2Fzh%2Fhome%2F')).toMatchObject([{ code: 'login', props: { method: 'code', url: '/zh/home/' } }]);
  });

  it('/register, /forgetCode and /accountBinding are their blocks', async () => {
    expect(await modulesOf('/register?lang=en')).toMatchObject([{ code: 'register', props: { url: '' } }]);
    expect(await modulesOf('/forgetCode?url=%2Fen%2Fnews%2F')).toMatchObject([{ code: 'forgetCode', props: { url: '/en/news/' } }]);
    expect(await modulesOf('/accountBinding?ticket=t&name=Dev+Reader&url=%2F')).toMatchObject([{ code: 'accountBinding', props: { url: '/', ticket: 't', name: 'Dev Reader' } }]);
  });

});
