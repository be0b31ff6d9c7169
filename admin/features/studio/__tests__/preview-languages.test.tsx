// @vitest-environment jsdom
import { fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageSegments } from '../../../../schemas/language-codes.ts';
import { familyPrefix } from '../../../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../../../schemas/routes/screen-href.ts';
import { PreviewPanel } from '../preview-panel.tsx';

/** The preview's languages: every UI language of the portal, named in itself, each home page from the route table. */
const framedPath = (frame: HTMLIFrameElement) => new URL(frame.src, 'http://admin.test').searchParams.get('path');

describe('the preview’s language list', () => {
  it('offers all ten languages, each in its own name and direction', () => {
    const view = render(<PreviewPanel sld="optics" drafts="" />);
    const select = view.getByLabelText('Language') as HTMLSelectElement;
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual([...languageSegments]);
    expect(options.map((option) => option.textContent)).toEqual(['中文', 'English', 'Русский', 'العربية', 'Español', 'Français', 'Deutsch', '日本語', '한국어', 'Português']);
    const arabic = options.find((option) => option.value === 'ara')!;
    expect([arabic.lang, arabic.dir]).toEqual(['ar', 'rtl']);
    expect(options.filter((option) => option.dir === 'rtl')).toHaveLength(1);
  });

  it('previews each language’s home page at the address the route table gives, Arabic right to left', () => {
    const view = render(<PreviewPanel sld="optics" drafts="" />);
    const select = view.getByLabelText('Language');
    for (const lang of languageSegments) {
      fireEvent.change(select, { target: { value: lang } });
      const frame = view.container.querySelector('iframe')!;
      expect(framedPath(frame)).toBe(screenHref(familyPrefix(lang, 'optics'), 'home'));
      expect(frame.parentElement!.getAttribute('dir')).toBe(lang === 'ara' ? 'rtl' : 'ltr');
    }
    expect(framedPath(view.container.querySelector('iframe')!)).toMatch(/^\/optics\/pt\//);
  });
});
