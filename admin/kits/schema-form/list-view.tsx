import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EntriesView, FieldView, useFieldTexts, type FieldViewProps } from './field-view.tsx';
import { useFormContext } from './form-context.ts';
import type { FieldModel } from './form-model.ts';
import { listItemsOf, newValueOf, type FieldPath } from './form-values.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Stable React keys for a list's items while they are added, removed and moved, so a moved item keeps its inputs
 * (and the focus on its button). A list replaced from outside (another version loaded) gets new keys.
 */
export function useItemKeys(length: number) {
  const added = useRef(0);
  const [keys, setKeys] = useState<string[]>(() => Array.from({ length }, (_key, index) => `first-${index}`));
  const current = keys.length === length ? keys : Array.from({ length }, (_key, index) => keys[index] ?? `outside-${length}-${index}`);
  return {
    keys: current,
    set: (change: (keys: string[]) => string[]) => setKeys(change([...current])),
    /** A key for an item being added (in an event handler). */
    make: () => `added-${(added.current += 1)}`,
  };
}

/** A list of strings or of objects: each item with Move up, Move down and Remove, and an Add below. */
/** The language a list of a pair is written in, said on its buttons and items ("Add keyword (English)"). */
const languageNames: Readonly<Record<string, string>> = { zh: '中文', en: 'English' };

export function ListView({ field, path, value, onChange, label, lang }: FieldViewProps) {
  const { disabled } = useFormContext();
  const { texts } = useFieldTexts(field, path);
  const { items, unset } = listItemsOf(field, value);
  const { keys, set, make } = useItemKeys(items.length);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once an added item, or the list without a removed one, is on the page. */
  const focusNext = useRef<{ index: number } | 'add' | undefined>(undefined);

  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined) return;
    focusNext.current = undefined;
    if (target === 'add') addButton.current?.focus();
    else list.current?.children[target.index]?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  });

  if (field.kind !== 'list') return null;
  const inLanguage = lang && languageNames[lang] ? ` (${languageNames[lang]})` : '';
  const noun = field.itemLabel;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    set((order) => {
      [order[from], order[to]] = [order[to]!, order[from]!];
      return order;
    });
    const moved = [...items];
    [moved[from], moved[to]] = [moved[to], moved[from]];
    onChange(moved);
  };
  const remove = (index: number) => {
    set((order) => order.filter((_key, at) => at !== index));
    onChange(items.filter((_item, at) => at !== index));
    focusNext.current = 'add';
  };
  const add = () => {
    set((order) => [...order, make()]);
    onChange([...items, newValueOf(field.item)]);
    focusNext.current = { index: items.length };
  };

  return (
    <fieldset className="list">
      <legend>{label ?? field.label}</legend>
      {texts}
      {unset ? <p className="help">The default{items.length === 0 ? ': none' : ''}, until changed.</p> : null}
      {items.length === 0 && !unset ? <p className="state-empty">None yet.</p> : null}
      <ol ref={list}>
        {items.map((item, index) => {
          const name = `${capitalise(noun)} ${index + 1}${inLanguage}`;
          const itemPath = [...path, index];
          const change = (next: unknown) => onChange(items.map((old, at) => (at === index ? next : old)));
          const actions = (
            <div className="item-actions">
              <button type="button" aria-disabled={index === 0 || disabled || undefined} onClick={() => !disabled && move(index, index - 1)}>
                Move up<span className="visually-hidden">: {name}</span>
              </button>
              <button type="button" aria-disabled={index === items.length - 1 || disabled || undefined} onClick={() => !disabled && move(index, index + 1)}>
                Move down<span className="visually-hidden">: {name}</span>
              </button>
              <button type="button" aria-disabled={disabled || undefined} onClick={() => !disabled && remove(index)}>
                Remove<span className="visually-hidden">: {name}</span>
              </button>
            </div>
          );
          return (
            <li key={keys[index]}>
              {field.item.kind === 'group' ? (
                <GroupItem field={field.item} path={itemPath} name={name} value={item} onChange={change} actions={actions} />
              ) : (
                <div className="list-item">
                  <FieldView field={field.item} path={itemPath} value={item} onChange={change} label={name} lang={lang} />
                  {actions}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" ref={addButton} disabled={disabled} onClick={add}>
        Add {noun}
        {inLanguage}
      </button>
    </fieldset>
  );
}

/**
 * An item of a list of objects: its fields, and the problems of the item as a whole (`home.2`: a module no block
 * renders) under its name, where a problem summary's link lands (the fieldset takes the focus).
 */
function GroupItem({ field, path, name, value, onChange, actions }: { field: FieldModel; path: FieldPath; name: string; value: unknown; onChange: (next: unknown) => void; actions: ReactNode }) {
  const { id, describedBy, texts } = useFieldTexts(field, path);
  if (field.kind !== 'group') return null;
  return (
    <fieldset className="list-item" id={id} tabIndex={-1} aria-describedby={describedBy}>
      <legend>{name}</legend>
      {texts}
      <EntriesView entries={field.entries} path={path} value={value} onChange={onChange} />
      {actions}
    </fieldset>
  );
}
