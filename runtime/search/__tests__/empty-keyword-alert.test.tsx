// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledI18n } from '../../i18n/bundled-catalogues.ts';
import { EmptyKeywordAlert } from '../empty-keyword-alert.tsx';

afterEach(cleanup);

function renderAlert(lang: 'en' | 'zh') {
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={bundledI18n(lang)}>
      <EmptyKeywordAlert onClose={onClose} />
    </I18nextProvider>,
  );
  return onClose;
}

describe('EmptyKeywordAlert (spec §5)', () => {
  it('is a modal alert dialog titled Tips with the message, focused on OK', () => {
    const onClose = renderAlert('en');
    const dialog = screen.getByRole('alertdialog', { name: 'Tips', description: 'Please enter search content' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    // Tab stays on the only action; Escape and OK close.
    expect(fireEvent.keyDown(ok, { key: 'Tab' })).toBe(false);
    fireEvent.keyDown(ok, { key: 'Escape' });
    fireEvent.click(ok);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('reads 提示 / 请输入检索内容 / 确定 in Chinese', () => {
    renderAlert('zh');
    expect(screen.getByRole('alertdialog', { name: '提示', description: '请输入检索内容' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
  });
});
