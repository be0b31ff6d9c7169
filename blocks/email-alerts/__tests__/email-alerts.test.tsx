// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authPaths } from '../../../schemas/account/auth-api.ts';
import { memberPaths, type Subscription } from '../../../schemas/account/member-api.ts';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { callsTo, removeToasts, renderMemberBlock, type Respond } from '../../../tests/support/member-page.tsx';
import emailAlerts from '../index.ts';

afterEach(removeToasts);

const articleListPath = '/rc-pub/front/front-article/list';

const subscription: Subscription = {
  id: 5,
  siteId: 101,
  sld: 'optics',
  email: 'reader@example.org',
  type: 'keywords',
  keywords: ['laser', 'imaging'],
  columnId: null,
  columnName: '',
  language: 'en',
  createdAt: '2025-03-04T05:06:07Z',
  confirmed: true,
};

function answering(overrides: Respond = () => undefined): Respond {
  let captchas = 0;
  return async (call) => {
    const answer = await overrides(call);
    if (answer) return answer;
    if (call.path === authPaths.captcha) return { data: { captchaId: `captcha-${++captchas}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' } };
    if (call.path === memberPaths.subscribe) return { data: subscription };
    if (call.path === memberPaths.unSubscribe) return { data: { deleted: 1 } };
    return undefined;
  };
}

function renderAlerts(respond: Respond, { signedIn = true, lang = 'en' as LanguageSegment } = {}) {
  return renderMemberBlock(emailAlerts, { code: 'emailAlerts', name: '邮件订阅', enName: 'Get alerts' }, {
    bootstrap: sampleBootstrap('optics'),
    lang,
    url: `http://localhost/optics/${lang}/home/`,
    userName: signedIn ? '138****5678' : undefined,
    respond,
  });
}

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the e-mail alerts module', () => {
  it('sends a reader who is not signed in to login', async () => {
    const { calls } = await renderAlerts(answering(), { signedIn: false });
    expect(screen.getByRole('heading', { name: 'Get alerts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?url=%2Foptics%2Fen%2Fhome%2F&lang=en');
    expect(calls).toEqual([]);
  });

  it("checks the e-mail, captcha and keywords with the spec's messages before sending", async () => {
    const { calls } = await renderAlerts(answering());
    await screen.findByRole('img', { name: 'Captcha picture' });
    fill('E-mail', 'reader@');
    fireEvent.click(screen.getByRole('radio', { name: 'Keywords' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter the correct email format')).toBeTruthy();
    expect(screen.getByText('Please enter the captcha')).toBeTruthy();
    expect(screen.getByText('Please enter keywords, separated by ;')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, memberPaths.subscribe)).toHaveLength(0);
    expect(callsTo(calls, authPaths.captcha)).toHaveLength(1);
  });

  it('subscribes to keywords, announces it, and asks for a new captcha', async () => {
    const { calls } = await renderAlerts(answering());
    await screen.findByRole('img', { name: 'Captcha picture' });
    fill('E-mail', 'Reader@Example.org');
    fireEvent.click(screen.getByRole('radio', { name: 'Keywords' }));
    fill('Keywords to follow', 'laser; imaging；laser');
    fill('Captcha', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(callsTo(calls, memberPaths.subscribe)).toHaveLength(1));
    expect(callsTo(calls, memberPaths.subscribe)[0]!.body).toEqual({
      email: 'Reader@Example.org',
      captchaId: 'captcha-1',
      captcha: 'ab12',
      type: 'keywords',
      keywords: 'laser; imaging；laser',
      columnId: undefined,
    });
    await waitFor(() => expect(screen.getAllByText('Subscription successfully')).toHaveLength(2));
    await waitFor(() => expect(callsTo(calls, authPaths.captcha)).toHaveLength(2));
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
  });

  it('says to open the mailed link when the address is not the member’s own (the subscription waits for its owner)', async () => {
    await renderAlerts(answering((call) => (call.path === memberPaths.subscribe ? { data: { ...subscription, email: 'friend@example.org', confirmed: false } } : undefined)));
    await screen.findByRole('img', { name: 'Captcha picture' });
    fill('E-mail', 'friend@example.org');
    fireEvent.click(screen.getByRole('radio', { name: 'Keywords' }));
    fill('Keywords to follow', 'laser');
    fill('Captcha', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const pending = 'Please open the link sent to this e-mail to confirm the subscription';
    await waitFor(() => expect(screen.getAllByText(pending)).toHaveLength(2));
    expect(screen.queryByText('Subscription successfully')).toBeNull();
  });

  it("offers the site's columns for a column alert", async () => {
    const articles = { content: [3, 4, 3].map((n) => ({ id: n, publicationId: 1, year: 2025, title: `Article ${n}`, columnId: n, columnName: `栏目${n}`, enColumnName: `Column ${n}` })), totalElements: 3, totalPages: 1, number: 0, size: 100 };
    const { calls } = await renderAlerts(answering((call) => (call.path === articleListPath ? { data: articles } : undefined)));
    fireEvent.click(screen.getByRole('radio', { name: 'A column' }));
    const select = screen.getByLabelText('Column');
    await within(select).findByRole('option', { name: 'Column 4' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a column', 'Column 3', 'Column 4']);
    fill('E-mail', 'reader@example.org');
    fill('Captcha', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please choose a column')).toBeTruthy();
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(callsTo(calls, memberPaths.subscribe)[0]?.body).toMatchObject({ type: 'column', columnId: '4', keywords: undefined }));
  });

  it("unsubscribes by the e-mail entered again, showing the server's refusal and a new captcha", async () => {
    let refuse = true;
    const { calls } = await renderAlerts(
      answering((call) => (call.path === memberPaths.unSubscribe && refuse ? { status: 40400, message: 'No subscription found for this e-mail' } : undefined)),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Unsubscribe' }));
    expect(screen.queryByRole('radio', { name: 'Keywords' })).toBeNull();
    await screen.findByRole('img', { name: 'Captcha picture' });
    fill('E-mail', 'reader@example.org');
    fill('Captcha', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No subscription found for this e-mail');
    expect(callsTo(calls, memberPaths.unSubscribe)[0]!.body).toEqual({ email: 'reader@example.org', captchaId: 'captcha-1', captcha: 'ab12' });
    await waitFor(() => expect(callsTo(calls, authPaths.captcha)).toHaveLength(2));

    refuse = false;
    fill('Captcha', 'cd34');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getAllByText('Unsubscription successfully')).toHaveLength(2));
    expect(callsTo(calls, memberPaths.unSubscribe)[1]!.body).toMatchObject({ captchaId: 'captcha-2', captcha: 'cd34' });
  });

  it('speaks Chinese to a Chinese reader', async () => {
    await renderAlerts(answering(), { lang: 'zh' });
    expect(screen.getByRole('heading', { name: '邮件订阅' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '订阅' }));
    expect(await screen.findByText('请输入邮箱')).toBeTruthy();
    expect(screen.getByText('请输入图形验证码')).toBeTruthy();
  });
});
