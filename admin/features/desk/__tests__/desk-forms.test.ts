import { describe, expect, it } from 'vitest';
import { deskEntities, deskKindNames, type DeskKindName } from '../../../../schemas/desk/desk-kinds.ts';
import { pairedBase } from '../../../kits/schema-form/field-labels.ts';
import { formModelOf, type FieldModel, type FormEntry } from '../../../kits/schema-form/form-model.ts';
import { newValueOf } from '../../../kits/schema-form/form-values.ts';
import { deskFormHints } from '../desk-forms.ts';

/** The form generator (admin/kits/schema-form/) over every kind the desk edits, with the desk's hints. */
const entriesOf = (model: FieldModel): FormEntry[] => (model.kind === 'group' ? model.entries : []);
const fieldsOf = (model: FieldModel): FieldModel[] => entriesOf(model).flatMap((entry) => (entry.kind === 'single' ? [entry.field] : [entry.zh, entry.en]));
const field = (model: FieldModel, key: string): FieldModel => {
  const found = fieldsOf(model).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

/** What a required field gets in the round trip below: a value its schema reads. */
const sampleInput: Record<string, unknown> = { publicationId: 1001, title: 'A title', name: 'A name', publicationName: 'A journal', year: 2026, issue: '3', tab: 2, publishDate: '2026-01-02', topicId: 1, kind: 'video', resName: 'A recording', menuId: 3 };

describe('formModelOf over every desk kind (schemas/desk/desk-kinds.ts)', () => {
  it.each(deskKindNames)('%s: every field of the schema once, but the hidden; every en twin beside its field', (kind: DeskKindName) => {
    const schema = deskEntities[kind];
    const model = formModelOf(schema, deskFormHints[kind]);
    expect(model.kind).toBe('group');
    const hidden = new Set(deskFormHints[kind].hidden);
    const keys = fieldsOf(model).map((candidate) => candidate.key);
    expect(keys.sort()).toEqual(Object.keys(schema.shape).filter((key) => !hidden.has(key)).sort());
    for (const entry of entriesOf(model)) {
      if (entry.kind === 'pair') expect(pairedBase(entry.en.key)).toBe(entry.zh.key);
      else expect(keys).not.toContain(`en${entry.field.key.charAt(0).toUpperCase()}${entry.field.key.slice(1)}`);
    }
    // The generator has an input for every field of the desk: none falls back to JSON text.
    const all = (fields: FieldModel[]): FieldModel[] => fields.flatMap((one) => [one, ...(one.kind === 'list' ? all([one.item]) : one.kind === 'group' ? all(fieldsOf(one)) : [])]);
    expect(all(fieldsOf(model)).filter((one) => one.kind === 'json').map((one) => one.hintPath)).toEqual([]);
  });

  it.each(deskKindNames)('%s: a new value, its required fields filled in, is read by the schema as it is', (kind: DeskKindName) => {
    const model = formModelOf(deskEntities[kind], deskFormHints[kind]);
    const value = newValueOf(model) as Record<string, unknown>;
    const required = fieldsOf(model).filter((one) => one.required).map((one) => one.key);
    for (const key of required) value[key] = sampleInput[key];
    const parsed = deskEntities[kind].safeParse({ ...value, id: 7 });
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Without the required ones it is refused, each by its path: the form marks the same fields.
    if (required.length > 0) {
      const bare = deskEntities[kind].safeParse({ ...newValueOf(model) as object, id: 7 });
      expect(new Set(bare.error?.issues.map((issue) => issue.path[0]))).toEqual(new Set(required));
    }
  });

  it('gives each kind of field its input: text, number, boolean, select, date, lists of strings and of objects', () => {
    const article = formModelOf(deskEntities.article, deskFormHints.article);
    expect(field(article, 'title')).toMatchObject({ kind: 'text', required: true, multiline: false });
    expect(field(article, 'abstract')).toMatchObject({ kind: 'text', multiline: true, required: false });
    expect(field(article, 'year')).toMatchObject({ kind: 'number', integer: true, min: 1800, max: 2200, required: true });
    expect(field(article, 'periodId')).toMatchObject({ kind: 'number', nullable: true, required: false, label: 'Issue' });
    expect(field(article, 'openAccess')).toMatchObject({ kind: 'boolean', fallback: { value: true } });
    expect(field(article, 'language')).toMatchObject({ kind: 'select', options: [{ value: 'zh', label: 'Chinese' }, { value: 'en', label: 'English' }] });
    expect(field(article, 'publishDate')).toMatchObject({ kind: 'date', label: 'Publish date' });
    expect(field(article, 'keywords')).toMatchObject({ kind: 'list', itemLabel: 'keyword', item: { kind: 'text' } });
    const authors = field(article, 'authors');
    expect(authors).toMatchObject({ kind: 'list', itemLabel: 'author', item: { kind: 'group' } });
    if (authors.kind !== 'list') throw new Error('authors is a list');
    expect(entriesOf(authors.item).map((entry) => (entry.kind === 'pair' ? `${entry.zh.key}/${entry.en.key}` : entry.field.key))).toEqual(['name/enName', 'institution/enInstitution', 'email', 'orcid', 'corresponding']);
    expect(field(authors.item, 'name')).toMatchObject({ required: true, hintPath: 'authors[].name' });
    expect(field(article, 'doi')).toMatchObject({ label: 'DOI', help: 'Such as 10.1234/abc; empty when it has none.' });

    const news = formModelOf(deskEntities.news, deskFormHints.news);
    expect(field(news, 'tab')).toMatchObject({ kind: 'select', required: true, options: [{ value: 1, label: 'Information' }, { value: 2, label: 'Announcement' }, { value: 3, label: 'Dynamic' }, { value: 4, label: 'Statement' }] });
    expect(field(news, 'body')).toMatchObject({ kind: 'list', itemLabel: 'paragraph', item: { kind: 'text', multiline: true } });
    const page = formModelOf(deskEntities.page, deskFormHints.page);
    const sections = field(page, 'sections');
    if (sections.kind !== 'list') throw new Error('sections is a list');
    expect(entriesOf(sections.item).map((entry) => entry.kind === 'pair' && [entry.zh.key, entry.en.key, entry.zh.kind])).toEqual([
      ['title', 'enTitle', 'text'],
      ['body', 'enBody', 'list'],
    ]);
    const album = formModelOf(deskEntities.album, deskFormHints.album);
    const items = field(album, 'items');
    if (items.kind !== 'list') throw new Error('items is a list');
    expect(field(items.item, 'kind')).toMatchObject({ kind: 'select', required: true, options: [{ value: 'thesis', label: 'Article' }, { value: 'picture', label: 'Figure' }, { value: 'table', label: 'Table' }, { value: 'experts', label: 'Expert' }] });
    expect(field(formModelOf(deskEntities.media, deskFormHints.media), 'captions')).toMatchObject({ kind: 'list', required: false, item: { kind: 'group' } });
    const journal = formModelOf(deskEntities.journal, deskFormHints.journal);
    expect(field(journal, 'impactFactor')).toMatchObject({ kind: 'number', integer: false, nullable: true, min: 0 });
  });
});

