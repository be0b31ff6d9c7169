// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import advancedSearch from '../index.ts';

const optics = sampleBootstrap('optics');

async function renderBuilder(props: Record<string, unknown> = {}, url = 'http://localhost/seniorSearch?lang=en&slds=optics') {
  const result = await renderBlock(advancedSearch, { code: 'advancedSearch', props }, { bootstrap: optics, url });
  await screen.findByRole('heading', { level: 1, name: 'Advanced search' });
  return result;
}

const rows = () => screen.getAllByRole('group', { name: /^Condition \d$/ });
const termOf = (row: HTMLElement) => within(row).getByRole('textbox', { name: 'Term' });
const preview = () => screen.getByRole('status', { name: 'Query' });
const form = () => document.querySelector('form')!;
const sent = () => [...new FormData(form()).entries()].map(([name, value]) => [name, String(value)]);

describe('advanced search builder', () => {
  it('starts with three rows on the type’s fields (title, keywords, author), joined by AND', async () => {
    await renderBuilder();
    expect(rows()).toHaveLength(3);
    expect(rows().map((row) => (within(row).getByRole('combobox', { name: 'Field' }) as HTMLSelectElement).value)).toEqual(['resName_tic', 'keyword_tic', 'authors_tic']);
    expect(within(rows()[0]!).queryByRole('combobox', { name: 'Joined by' })).toBeNull();
    expect(within(rows()[1]!).getByRole('combobox', { name: 'Joined by' })).toHaveProperty('value', 'AND');
    expect(preview().textContent).toBe('Nothing to search for yet.');
  });

  it('shows the query in the spec §5 syntax as the rows are filled in', async () => {
    await renderBuilder();
    fireEvent.change(termOf(rows()[0]!), { target: { value: 'laser' } });
    fireEvent.change(termOf(rows()[2]!), { target: { value: '"Zhang San"' } });
    expect(preview().textContent).toBe('resName_tic:laser AND authors_tic:"Zhang San"');
    fireEvent.change(within(rows()[2]!).getByRole('combobox', { name: 'Joined by' }), { target: { value: 'NOT' } });
    expect(preview().textContent).toBe('resName_tic:laser NOT authors_tic:"Zhang San"');
  });

  it('adds and removes rows', async () => {
    await renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: '+ Add a condition' }));
    expect(rows()).toHaveLength(4);
    expect(within(rows()[3]!).getByRole('combobox', { name: 'Field' })).toHaveProperty('value', '');
    fireEvent.change(termOf(rows()[1]!), { target: { value: 'soliton' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(rows()).toHaveLength(3);
    expect(termOf(rows()[0]!)).toHaveProperty('value', 'soliton');
    expect(preview().textContent).toBe('keyword_tic:soliton');
  });

  it('sends the composed query to the type’s result route, with exactness and years, without its rows', async () => {
    await renderBuilder();
    expect(form().getAttribute('action')).toBe('/article');
    expect(form().getAttribute('method')).toBe('get');
    fireEvent.change(termOf(rows()[0]!), { target: { value: '成像' } });
    fireEvent.change(termOf(rows()[2]!), { target: { value: '周雅琴' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Exact' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Publication year' }), { target: { value: '3' } });
    expect(sent()).toEqual([
      ['index', '-1'],
      ['lang', 'en'],
      ['slds', 'optics'],
      ['type', '1'],
      ['precise', '1'],
      ['withinYears', '3'],
      ['q', 'resName_tic:成像 AND authors_tic:周雅琴'],
    ]);
    expect(fireEvent.submit(form())).toBe(true);
  });

  it('asks for a search term instead of sending an empty search', async () => {
    await renderBuilder();
    expect(fireEvent.submit(form())).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Please enter the search term.');
    expect(document.activeElement).toBe(termOf(rows()[0]!));
  });

  it('choosing another type resets the fields to that type’s and sends to its route', async () => {
    await renderBuilder();
    fireEvent.change(termOf(rows()[0]!), { target: { value: 'bars' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Resource type' }), { target: { value: 'picture' } });
    expect(within(rows()[0]!).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Fields', 'Figure Caption', 'Figure Note', 'Keywords', 'Source Article']);
    expect(preview().textContent).toBe('resName_tic:bars');
    expect(form().getAttribute('action')).toBe('/textList');
    expect(Object.fromEntries(sent())).toMatchObject({ type: 'picture', index: '-1', q: 'resName_tic:bars' });
  });

  it('starts on the type the page names, and offers only types something can be found in', async () => {
    await renderBuilder({ type: 'table' });
    const types = screen.getByRole('combobox', { name: 'Resource type' }) as HTMLSelectElement;
    expect(types.value).toBe('table');
    expect([...types.options].map((option) => option.textContent)).not.toContain('Standards');
    expect(form().getAttribute('action')).toBe('/textList');
  });
});
