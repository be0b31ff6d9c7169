// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authPaths } from '../../../schemas/account/auth-api.ts';
import { memberPaths, type Subscription } from '../../../schemas/account/member-api.ts';
import { callsTo, removeToasts, type Respond } from '../../../tests/support/member-page.tsx';
import { accountOf, captchaReply } from '../../../tests/support/member-fixtures.ts';
import { openPersonal } from './open-personal.ts';

afterEach(removeToasts);

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

describe('changing the password', () => {
  it('checks the rules of spec §5 before sending, then says it is done', async () => {
    const respond: Respond = (call) => (call.path === authPaths.account ? { data: accountOf({ passwordStatus: 'Set' }) } : { data: null });
    const { calls } = await openPersonal('?menu=account&lang=en', respond);
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText('Original password'), { target: { value: 'Old12345' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The password must be 8-20 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match, please try again')).toBeTruthy();
    expect(callsTo(calls, authPaths.changePwd)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'New12345' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'New12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(calls, authPaths.changePwd)[0]?.body).toEqual({ originalPassword: 'Old12345', password: 'New12345', confirmPassword: 'New12345' }));
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
  });
});

describe('e-mail alerts in the personal centre', () => {
  it("lists this site's alerts and ends one with its e-mail entered again and a captcha", async () => {
    const respond: Respond = (call) => {
      if (call.path === memberPaths.subscribeList) return { data: [subscription] };
      if (call.path === authPaths.captcha) return { data: captchaReply() };
      if (call.path === memberPaths.unSubscribe) return { data: { deleted: 1 } };
      return undefined;
    };
    const { calls } = await openPersonal('?menu=alerts&lang=en', respond);
    const row = (await screen.findByText('Keywords: laser; imaging')).closest('li')!;
    expect(callsTo(calls, memberPaths.subscribeList)[0]!.query).toEqual({ siteId: 101 });
    expect(row.textContent).toContain('reader@example.org');
    expect(screen.getByRole('heading', { name: 'A new alert' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Unsubscribe' }));
    const dialog = screen.getByRole('dialog', { name: 'Unsubscribe' });
    expect(dialog.textContent).toContain('Enter the e-mail of this alert (reader@example.org) again to end it.');
    await within(dialog).findByRole('img', { name: 'Captcha picture' });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'reader@example.org' } });
    fireEvent.change(within(dialog).getByLabelText('Captcha'), { target: { value: 'ab12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(callsTo(calls, memberPaths.unSubscribe)[0]?.body).toEqual({ email: 'reader@example.org', captchaId: 'captcha-1', captcha: 'ab12', id: 5 }));
    expect(await screen.findByText('Unsubscription successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
