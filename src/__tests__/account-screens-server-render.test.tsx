import { ThemeProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { PageContext, type PageContextValue } from '../../runtime/context/page-context.ts';
import { bundledI18n } from '../../runtime/i18n/bundled-catalogues.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { parseLocation } from '../../runtime/routing/parse-location.ts';
import { siteThemeOf } from '../../runtime/theme/site-theme.ts';
import { parseHtml } from '../../tests/support/parse-html.ts';
import { sampleBootstrap } from '../../tests/support/render-block.tsx';
import AccountBinding from '../../blocks/account-binding/AccountBinding.tsx';
import { accountBindingProps } from '../../blocks/account-binding/contract.ts';
import ForgetCode from '../../blocks/forget-code/ForgetCode.tsx';
import { forgetCodeProps } from '../../blocks/forget-code/contract.ts';
import { loginProps } from '../../blocks/login/contract.ts';
import Login from '../../blocks/login/Login.tsx';
import { registerProps } from '../../blocks/register/contract.ts';
import Register from '../../blocks/register/Register.tsx';

const module = { id: 1, code: 'x', styleId: 1, name: '', enName: '', enable: true, props: {} };

/** Renders on the server, as the page renderer does: no window, no document, and an API that must not be called. */
function serverRender(element: ReactElement, url: string, lang: LanguageSegment = 'en'): Promise<Document> {
  const bootstrap = sampleBootstrap('optics');
  const { pathname, search } = new URL(url, 'http://localhost');
  const location = parseLocation(pathname, search);
  const api = new Proxy({}, { get: () => () => Promise.reject(new Error('no calls while rendering on the server')) }) as PageContextValue['api'];
  const page: PageContextValue = { bootstrap, diagnostics: [], location, path: pathname + search, lang, sld: location.sld, prefix: familyPrefix(lang, location.sld), dev: false, api, device: 'desktop' };
  const html = renderToString(
    <I18nextProvider i18n={bundledI18n(lang)}>
      <PageContext.Provider value={page}>
        <ThemeProvider theme={siteThemeOf(bootstrap)}>{element}</ThemeProvider>
      </PageContext.Provider>
    </I18nextProvider>,
  );
  return parseHtml(html);
}

describe('account screens rendered on the server', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('login: the password form, labelled, its submit waiting for the browser', async () => {
    const props = loginProps.parse({ method: 'password', url: '/optics/en/home/' });
    const doc = await serverRender(<Login props={props} data={undefined} module={module} />, '/login?lang=en&url=%2Foptics%2Fen%2Fhome%2F');
    expect(doc.querySelector('h1')?.textContent).toBe('Log in');
    expect([...doc.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Mobile number or e-mail', 'Password']);
    expect(doc.querySelector('input[name="password"]')?.getAttribute('autocomplete')).toBe('current-password');
    expect(doc.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    expect(doc.querySelector('form')?.getAttribute('method')).toBe('post');
  });

  it('quick login: the code tab, in Chinese', async () => {
    const props = loginProps.parse({ method: 'code' });
    const doc = await serverRender(<Login props={props} data={undefined} module={module} />, '/quickLogin?lang=zh', 'zh');
    expect(doc.querySelector('[aria-current="page"]')?.textContent).toBe('验证码登录');
    expect([...doc.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['手机号或邮箱', '图形验证码', '验证码']);
  });

  it('login, back from the third party: says it is signing in', async () => {
    const props = loginProps.parse({ code: 'dev:reader', state: 's' });
    const doc = await serverRender(<Login props={props} data={undefined} module={module} />, '/login?code=dev%3Areader&state=s');
    expect(doc.querySelector('[role="status"]')?.textContent).toBe('Signing you in…');
  });

  it('register, reset password and binding render their forms', async () => {
    const register = await serverRender(<Register props={registerProps.parse({})} data={undefined} module={module} />, '/register?lang=en');
    expect(register.querySelector('input[type="checkbox"][name="agreement"]')).not.toBeNull();
    const reset = await serverRender(<ForgetCode props={forgetCodeProps.parse({})} data={undefined} module={module} />, '/forgetCode?lang=en');
    expect(reset.querySelectorAll('input[type="password"]')).toHaveLength(2);
    const binding = await serverRender(<AccountBinding props={accountBindingProps.parse({ ticket: 't', name: 'Dev Reader' })} data={undefined} module={module} />, '/accountBinding?lang=en');
    expect(binding.querySelector('.mh-intro')?.textContent).toContain('Dev Reader');
  });

  it('a return target that leaves the site is not kept in the links', async () => {
    const props = loginProps.parse({ url: 'https://evil.example.com/' });
    const doc = await serverRender(<Login props={props} data={undefined} module={module} />, '/login?lang=en&url=https%3A%2F%2Fevil.example.com%2F');
    expect(doc.querySelector('a[href^="/register"]')?.getAttribute('href')).toBe('/register?lang=en&url=%2Fen%2Fhome%2F');
  });
});
