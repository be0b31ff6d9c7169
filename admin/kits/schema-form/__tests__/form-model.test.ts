import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { humanise } from '../field-labels.ts';
import { cssColor, flagOff, flagOn } from '../../../../schemas/primitives.ts';
import { formModelOf, type FieldModel, type FormEntry } from '../form-model.ts';
import { newValueOf } from '../form-values.ts';
import { dottedPath, placeProblems } from '../problem-paths.ts';

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

describe('formModelOf on the configuration’s own types', () => {
  it('reads a flag (1, "1" or true) as a checkbox that starts at its default, and a colour as a colour', () => {
    const model = formModelOf(z.object({ shown: flagOn, hidden: flagOff, tint: cssColor }));
    expect(field(model, 'shown')).toMatchObject({ kind: 'boolean', fallback: { value: true } });
    expect(field(model, 'hidden')).toMatchObject({ kind: 'boolean', fallback: { value: false } });
    expect(field(model, 'tint').kind).toBe('colour');
    expect(newValueOf(model)).toEqual({ shown: true, hidden: false, tint: '' });
  });

  it('reads a list the configuration may write as one text as a list that keeps text as text', () => {
    const keywords = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? value : value.split(';'))).default([]);
    const list = field(formModelOf(z.object({ keywords })), 'keywords');
    expect(list).toMatchObject({ kind: 'list', orText: true, fallback: { value: [] } });
  });

  it('starts a group whose default is {} with its fields’ defaults, and a nullable group as null', () => {
    const model = formModelOf(z.object({ links: z.object({ baidu: flagOn, google: flagOff }).prefault({}), publisher: z.object({ name: z.string() }).nullable().default(null) }));
    expect(newValueOf(model)).toEqual({ links: { baidu: true, google: false }, publisher: null });
    expect(field(model, 'publisher')).toMatchObject({ kind: 'group', nullable: true });
  });
});

describe('problem paths', () => {
  it('reads the paths the server writes (`home[2].props`, `screens["/login"].modules[0]`) as the form’s', () => {
    expect(dottedPath('home[2].props')).toBe('home.2.props');
    expect(dottedPath('customButtonList[3]')).toBe('customButtonList.3');
    expect(dottedPath('channels.1204[0].code')).toBe('channels.1204.0.code');
    expect(dottedPath('screens["/login"].modules[0]')).toBe('screens./login.modules.0');
    expect(dottedPath('authors.0.name')).toBe('authors.0.name');
    expect(dottedPath('')).toBe('');
  });

  it('puts a problem beside the nearest field shown, naming the rest of its path', () => {
    const shown = new Set(['home.2.props', 'home.2', 'title']);
    expect(placeProblems([{ path: 'home.2.props.slides.0.link', message: 'not a link' }, { path: 'title', message: 'empty' }, { path: 'visits', message: 'hidden' }], (path) => shown.has(path))).toEqual([
      { path: 'home.2.props', message: 'slides.0.link: not a link' },
      { path: 'title', message: 'empty' },
      { path: 'visits', message: 'hidden' },
    ]);
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
