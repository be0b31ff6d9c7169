// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberPaths } from '../../../schemas/account/member-api.ts';
import { bmpBytes, executableBytes, jpegBytes } from '../../../tests/support/picture-bytes.ts';
import { callsTo, fileOf, removeToasts, type Respond } from '../../../tests/support/member-page.tsx';
import { memberInfo } from '../../../tests/support/member-fixtures.ts';
import { openPersonal } from './open-personal.ts';

afterEach(removeToasts);

const respond: Respond = (call) => {
  if (call.path === memberPaths.info) return { data: memberInfo() };
  if (call.path === memberPaths.saveInfo) return { data: memberInfo() };
  if (call.path === memberPaths.uploadPhoto) return { data: { photoUrl: `${memberPaths.memberFile}/p.jpg` } };
  return undefined;
};

const labels = {
  en: { name: /^Name/, email: /^E-mail/, researchField: /^Research field/, save: 'Save', photo: 'Choose a new profile picture' },
  zh: { name: /^姓名/, email: /^邮箱/, researchField: /^研究领域/, save: '保存', photo: '选择新头像' },
} as const;

describe.each([
  ['en', { name: 'Please enter your name', email: 'E-mail format is incorrect', researchField: 'Please enter your research field', saved: 'Submitted successfully' }],
  ['zh', { name: '请输入姓名', email: '邮箱格式不正确', researchField: '请输入研究领域', saved: '提交成功' }],
] as const)('the profile form in %s', (lang, messages) => {
  const label = labels[lang];

  it("checks the spec's rules in the reader's language, focusing the first problem, then saves", async () => {
    const { calls } = await openPersonal(`?menu=infomation&lang=${lang}`, respond, { lang });
    const name = await screen.findByLabelText(label.name);
    expect((screen.getByLabelText(lang === 'en' ? 'Mobile' : '手机号') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(label.email), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByLabelText(label.researchField), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: label.save }));

    expect(await screen.findByText(messages.name)).toBeTruthy();
    expect(screen.getByText(messages.email)).toBeTruthy();
    expect(screen.getByText(messages.researchField)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(messages.name);
    expect(document.activeElement).toBe(name);
    expect(callsTo(calls, memberPaths.saveInfo)).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Han Meimei' } });
    fireEvent.change(screen.getByLabelText(label.email), { target: { value: 'han@example.org' } });
    fireEvent.change(screen.getByLabelText(label.researchField), { target: { value: 'Photonics' } });
    fireEvent.click(screen.getByRole('radio', { name: lang === 'en' ? 'Female' : '女' }));
    fireEvent.click(screen.getByRole('button', { name: label.save }));
    await waitFor(() => expect(callsTo(calls, memberPaths.saveInfo)).toHaveLength(1));
    expect(callsTo(calls, memberPaths.saveInfo)[0]!.body).toEqual({
      name: 'Han Meimei',
      email: 'han@example.org',
      region: '',
      major: '',
      institution: '',
      researchField: 'Photonics',
      gender: 'female',
    });
    expect(await screen.findByText(messages.saved)).toBeTruthy();
  });
});

describe('the profile picture', () => {
  it('refuses what is not a JPG, PNG or BMP by its bytes, and a picture of 5M or more, before any upload', async () => {
    const { calls } = await openPersonal('?menu=infomation&lang=en', respond);
    const input = await screen.findByLabelText('Choose a new profile picture');
    fireEvent.change(input, { target: { files: [fileOf(executableBytes(), 'photo.png', 'image/png')] } });
    expect(await screen.findByText('The profile picture must be a JPG, PNG or BMP image')).toBeTruthy();
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(bmpBytes());
    fireEvent.change(input, { target: { files: [fileOf(big, 'photo.bmp', 'image/bmp')] } });
    expect(await screen.findByText('The profile picture must be smaller than 5M')).toBeTruthy();
    expect(callsTo(calls, memberPaths.uploadPhoto)).toHaveLength(0);

    fireEvent.change(input, { target: { files: [fileOf(jpegBytes(), 'photo.jpg', 'image/jpeg')] } });
    await waitFor(() => expect(callsTo(calls, memberPaths.uploadPhoto)).toHaveLength(1));
    const form = callsTo(calls, memberPaths.uploadPhoto)[0]!.body as FormData;
    expect((form.get('file') as File).name).toBe('photo.jpg');
    expect(await screen.findByText('Submitted successfully')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, memberPaths.info).length).toBeGreaterThan(1));
    expect(within(input.closest('.mh-field')!).queryByText(/must be/)).toBeNull();
  });
});
