// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { article } from '../../../../schemas/content/article.ts';
import type { FieldProblem } from '../../../../schemas/desk/desk-api.ts';
import { formModelOf } from '../form-model.ts';
import { newValueOf } from '../form-values.ts';
import { SchemaForm } from '../schema-form.tsx';

const model = formModelOf(article, { hidden: ['id', 'visits', 'downloads', 'referenceCount', 'commentCount'], multiline: ['abstract', 'enAbstract'], itemLabels: { authors: 'author' } });

/** The form as a screen holds it: the value in state, shown to the test after every change. */
function renderForm(problems: FieldProblem[] = []) {
  const seen: { value: Record<string, unknown> } = { value: newValueOf(model) as Record<string, unknown> };
  function Holder() {
    const [value, setValue] = useState<unknown>(seen.value);
    return (
      <form>
        <SchemaForm
          model={model}
          value={value}
          onChange={(next) => {
            seen.value = next as Record<string, unknown>;
            setValue(next);
          }}
          problems={problems}
          idPrefix="t"
        />
      </form>
    );
  }
  render(<Holder />);
  return seen;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SchemaForm (the article schema)', () => {
  it('labels every input, and shows an en twin beside its field as 中文 / English', () => {
    renderForm();
    const title = screen.getByRole('group', { name: /^Title 中文 \/ English/ });
    expect(within(title).getByLabelText('Title 中文 (required)')).toHaveProperty('lang', 'zh');
    expect(within(title).getByLabelText('Title English')).toHaveProperty('lang', 'en');
    expect(screen.getByLabelText('Abstract 中文').tagName).toBe('TEXTAREA');
    for (const control of document.querySelectorAll('input, select, textarea')) {
      expect(control.id, control.outerHTML).not.toBe('');
      expect(document.querySelector(`label[for="${control.id}"]`), control.outerHTML).not.toBeNull();
    }
  });

  it('gives numbers, dates, booleans and enums their inputs, and keeps their types in the value', () => {
    const seen = renderForm();
    type('Year (required)', '2026');
    type('Publish date', '2026-03-01');
    fireEvent.click(screen.getByLabelText('Open access'));
    const language = screen.getByLabelText('Language');
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['zh', 'en']);
    fireEvent.change(language, { target: { value: '1' } });
    type('Period ID', '1205');
    type('Period ID', '');
    expect(screen.getByLabelText('Publish date')).toHaveProperty('type', 'date');
    expect(seen.value).toMatchObject({ year: 2026, publishDate: '2026-03-01', openAccess: false, language: 'en', periodId: null });
  });

  it('adds, fills, reorders and removes authors, an array of objects', () => {
    const seen = renderForm();
    const add = screen.getByRole('button', { name: 'Add author' });
    fireEvent.click(add);
    type('Name 中文 (required)', '张三');
    fireEvent.click(add);
    const second = screen.getByRole('group', { name: 'Author 2' });
    fireEvent.change(within(second).getByLabelText('Name 中文 (required)'), { target: { value: '李四' } });
    fireEvent.click(within(second).getByLabelText('Corresponding'));
    expect(document.activeElement).toBe(within(second).getByLabelText('Name 中文 (required)'));

    fireEvent.click(screen.getByRole('button', { name: 'Move up: Author 2' }));
    expect(seen.value.authors).toEqual([
      { name: '李四', enName: '', institution: '', enInstitution: '', email: '', orcid: '', corresponding: true },
      { name: '张三', enName: '', institution: '', enInstitution: '', email: '', orcid: '', corresponding: false },
    ]);
    // The moved author keeps its inputs: the first group now holds 李四.
    expect(within(screen.getByRole('group', { name: 'Author 1' })).getByLabelText('Name 中文 (required)')).toHaveProperty('value', '李四');
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Author 1' }));
    expect((seen.value.authors as { name: string }[])[0]!.name).toBe('李四');

    fireEvent.click(screen.getByRole('button', { name: 'Remove: Author 1' }));
    expect(seen.value.authors).toEqual([expect.objectContaining({ name: '张三' })]);
    expect(document.activeElement).toBe(add);
  });

  it('edits a list of strings, keywords in both languages side by side', () => {
    const seen = renderForm();
    const keywords = screen.getByRole('group', { name: /^Keywords 中文 \/ English/ });
    fireEvent.click(within(keywords).getByRole('button', { name: 'Add keyword (中文)' }));
    fireEvent.change(within(keywords).getByLabelText('Keyword 1 (中文)'), { target: { value: '光场' } });
    fireEvent.click(within(keywords).getByRole('button', { name: 'Add keyword (English)' }));
    fireEvent.change(within(keywords).getByLabelText('Keyword 1 (English)'), { target: { value: 'light field' } });
    expect(within(keywords).getByLabelText('Keyword 1 (English)')).toHaveProperty('lang', 'en');
    expect(seen.value).toMatchObject({ keywords: ['光场'], enKeywords: ['light field'] });
  });

  it("shows a 400's problems beside their fields by path, and lists them above with links", () => {
    renderForm([
      { path: 'title', message: 'Too small: expected string to have >=1 characters' },
      { path: 'doi', message: 'must be a DOI such as 10.1234/abc' },
      { path: 'visits', message: 'a field the form does not show' },
    ]);
    const doi = screen.getByLabelText('DOI');
    expect(doi.getAttribute('aria-invalid')).toBe('true');
    const described = doi.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('must be a DOI such as 10.1234/abc');
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('3 fields need fixing');
    expect(document.activeElement).toBe(summary);
    fireEvent.click(within(summary).getByRole('link', { name: 'DOI: must be a DOI such as 10.1234/abc' }));
    expect(document.activeElement).toBe(doi);
    expect(summary.textContent).toContain('visits: a field the form does not show');
  });

  it('shows a problem of a nested field (authors.0.name) beside that field', () => {
    function WithAuthor() {
      const [value, setValue] = useState<unknown>({ ...(newValueOf(model) as object), authors: [{ name: '', enName: 'San' }] });
      return <SchemaForm model={model} value={value} onChange={setValue} problems={[{ path: 'authors.0.name', message: 'is required' }]} idPrefix="n" />;
    }
    render(<WithAuthor />);
    const name = within(screen.getByRole('group', { name: 'Author 1' })).getByLabelText('Name 中文 (required)');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe('Authors › 1 › Name: is required');
  });

  it('shows a default while a value is unset — a choice chosen, a number greyed, a list its items — and the first change makes it the value', () => {
    const defaults = formModelOf(z.object({ kind: z.enum(['audio', 'video']).default('video'), limit: z.number().int().default(6), tags: z.array(z.string()).default(['news', 'events']) }));
    const seen = { value: {} as unknown, changes: 0 };
    function Unset() {
      const [value, setValue] = useState<unknown>({});
      return (
        <SchemaForm
          model={defaults}
          value={value}
          onChange={(next) => {
            seen.value = next;
            seen.changes += 1;
            setValue(next);
          }}
          idPrefix="d"
        />
      );
    }
    render(<Unset />);
    expect(within(screen.getByLabelText('Kind')).getByRole('option', { selected: true }).textContent).toBe('video');
    expect(screen.getByLabelText('Limit')).toMatchObject({ value: '', placeholder: '6' });
    const tags = screen.getByRole('group', { name: 'Tags' });
    expect(within(tags).getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['news', 'events']);
    expect(within(tags).getByText('The default, until changed.')).toBeTruthy();
    expect(seen.changes).toBe(0);
    fireEvent.click(within(tags).getByRole('button', { name: 'Remove: Tag 1' }));
    expect(seen.value).toEqual({ tags: ['events'] });
    expect(within(tags).queryByText('The default, until changed.')).toBeNull();
  });
});
