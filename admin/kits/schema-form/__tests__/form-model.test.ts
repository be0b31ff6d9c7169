import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { humanise } from '../field-labels.ts';
import { formModelOf, type FieldModel, type FormEntry } from '../form-model.ts';
import { newValueOf } from '../form-values.ts';

const entriesOf = (model: FieldModel): FormEntry[] => (model.kind === 'group' ? model.entries : []);
const fieldsOf = (model: FieldModel): FieldModel[] => entriesOf(model).flatMap((entry) => (entry.kind === 'single' ? [entry.field] : [entry.zh, entry.en]));
const field = (model: FieldModel, key: string): FieldModel => {
  const found = fieldsOf(model).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

describe('formModelOf on any schema (what issue 20 gives it)', () => {
  it('takes labels from titles, help from descriptions, and the rest from property names', () => {
    const model = formModelOf(z.object({ coverUrl: z.string().describe('A picture of the cover'), siteName: z.string().meta({ title: 'Name of the site' }) }));
    expect(field(model, 'coverUrl')).toMatchObject({ label: 'Cover URL', help: 'A picture of the cover' });
    expect(field(model, 'siteName')).toMatchObject({ label: 'Name of the site' });
  });

  it('reads a recursive schema (a menu tree) once, as a cycle, and edits unions of objects as JSON', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => node)).default([]) });
    const model = formModelOf(z.object({ menu: z.array(node), action: z.union([z.object({ url: z.string() }), z.object({ code: z.number() })]) }));
    const menu = field(model, 'menu');
    if (menu.kind !== 'list') throw new Error('menu is a list');
    expect(menu.item.kind).toBe('group');
    const children = field(menu.item, 'children');
    expect(children.kind === 'list' && children.item).toBe(menu.item);
    expect(field(model, 'action').kind).toBe('json');
    expect(newValueOf(menu.item)).toEqual({ name: '', children: [] });
  });

  it('pairs only an en twin whose field is shown', () => {
    const model = formModelOf(z.object({ title: z.string(), enTitle: z.string(), enOnly: z.string() }), { hidden: ['title'] });
    expect(entriesOf(model).map((entry) => entry.kind)).toEqual(['single', 'single']);
  });
});

describe('humanise', () => {
  it('reads property names as labels, acronyms in capitals', () => {
    expect(humanise('publicationId')).toBe('Publication ID');
    expect(humanise('firstPageNum')).toBe('First page num');
    expect(humanise('eissn')).toBe('eISSN');
    expect(humanise('orcid')).toBe('ORCID');
    expect(humanise('pdfUrl')).toBe('PDF URL');
  });
});
