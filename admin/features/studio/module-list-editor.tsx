import { useEffect, useRef, useState } from 'react';
import { blockCatalogue } from '../../../schemas/blocks/block-catalogue.ts';
import { isOn, isRecord } from '../../kits/schema-form/form-values.ts';
import { useItemKeys } from '../../kits/schema-form/list-view.tsx';
import { idSafe, moved, newModule, type ModuleListPlace } from './module-lists.ts';
import type { PartProblem } from './studio-problems.ts';
import { PropsEditor } from './props-editor.tsx';
import { BlockCodeSelect, styleIdsOf } from './studio-widgets.tsx';

/** The DOM id of a module's control in the page editor (`code`, `props` …), for its problems' links. */
export const moduleFieldId = (listKey: string, index: number, field: string) => `studio-page-${idSafe(listKey)}-${index}-${field}`;

/** Which control of a module a problem concerns: its path after the module's (`2.props.slides` → props). */
export function moduleFieldOf(rest: readonly string[]): 'code' | 'styleId' | 'props' | 'row' {
  const [first] = rest;
  return first === 'code' || first === 'styleId' || first === 'props' ? first : 'row';
}

type ModuleListEditorProps = {
  place: ModuleListPlace;
  modules: readonly unknown[];
  onChange: (next: unknown[]) => void;
  problems: readonly PartProblem[];
  onUnread: (id: string, unread: boolean) => void;
};

/**
 * One page's blocks, in order: each block's code (from the catalogue), style, names, whether it shows, and its
 * settings (a form from the block's contract, or JSON: props-editor.tsx); moved up and down, removed, and added from the catalogue. Problems the server found (an unknown
 * code, settings its block's contract refuses) show beside the control they concern.
 */
export function ModuleListEditor({ place, modules, onChange, problems, onUnread }: ModuleListEditorProps) {
  const { keys, set, make } = useItemKeys(modules.length);
  const [adding, setAdding] = useState('');
  const addSelect = useRef<HTMLSelectElement>(null);
  const focusNext = useRef<number | 'add' | undefined>(undefined);
  const listId = `studio-page-${idSafe(place.key)}`;

  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined) return;
    focusNext.current = undefined;
    if (target === 'add') addSelect.current?.focus();
    else document.getElementById(moduleFieldId(place.key, target, 'code'))?.focus();
  });

  /** A module's problems: each by the path after the module's (`props.slides.0.title`). */
  const problemsAt = (index: number) => {
    const prefix = `${place.key}.${index}`;
    return problems
      .filter((problem) => problem.path === prefix || problem.path.startsWith(`${prefix}.`))
      .map((problem) => ({ rest: problem.path.slice(prefix.length + 1).split('.').filter(Boolean), message: problem.message }));
  };
  const listProblems = problems.filter((problem) => problem.path === place.key).map((problem) => problem.message);

  const change = (index: number, next: Record<string, unknown>) => onChange(modules.map((module, at) => (at === index ? next : module)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= modules.length) return;
    set((order) => moved(order, from, to));
    onChange(moved(modules, from, to));
  };
  const remove = (index: number) => {
    set((order) => order.filter((_key, at) => at !== index));
    onChange(modules.filter((_module, at) => at !== index));
    focusNext.current = 'add';
  };
  const add = () => {
    if (!adding) return;
    set((order) => [...order, make()]);
    onChange([...modules, newModule(modules, adding, styleIdsOf(adding)?.[0] ?? 1)]);
    focusNext.current = modules.length;
    setAdding('');
  };

  return (
    <section className="module-list" aria-labelledby={`${listId}-heading`}>
      <h3 id={`${listId}-heading`}>{place.label}</h3>
      {listProblems.length ? <p className="field-error">{listProblems.join('; ')}</p> : null}
      {modules.length === 0 ? <p className="state-empty">No blocks on this page yet.</p> : null}
      <ol className="modules">
        {modules.map((raw, index) => {
          const module = isRecord(raw) ? raw : {};
          const code = typeof module.code === 'string' ? module.code : '';
          const name = `Block ${index + 1}${code ? `: ${code}` : ''}`;
          const mine = problemsAt(index);
          const problemsOf = (control: ReturnType<typeof moduleFieldOf>) => mine.filter(({ rest }) => moduleFieldOf(rest) === control).map(({ message }) => message);
          // The props' own, by their path inside the props: the settings form shows each beside its field.
          const propsProblems = mine.filter(({ rest }) => rest[0] === 'props').map(({ rest, message }) => ({ path: rest.slice(1).join('.'), message }));
          const rowProblems = problemsOf('row');
          const field = (key: string) => moduleFieldId(place.key, index, key);
          const setField = (key: string, next: unknown) => change(index, { ...module, [key]: next });
          const styles = styleIdsOf(code);
          const style = typeof module.styleId === 'number' ? module.styleId : 1;
          return (
            <li key={keys[index]} className={isOn(module.enable ?? true) ? 'module' : 'module module-off'}>
              <fieldset aria-describedby={rowProblems.length ? field('row-problems') : undefined}>
                <legend>{name}</legend>
                {rowProblems.length ? (
                  <p id={field('row-problems')} className="field-error">
                    {rowProblems.join('; ')}
                  </p>
                ) : null}
                <div className="module-fields">
                  <div className="field">
                    <label htmlFor={field('code')}>Block</label>
                    <BlockCodeSelect id={field('code')} value={code} onChange={(next) => setField('code', next)} describedBy={problemsOf('code').length ? field('code-problems') : undefined} invalid={problemsOf('code').length > 0} required />
                    {problemsOf('code').length ? (
                      <p id={field('code-problems')} className="field-error">
                        {problemsOf('code').join('; ')}
                      </p>
                    ) : null}
                  </div>
                  <div className="field">
                    <label htmlFor={field('styleId')}>Style</label>
                    {styles ? (
                      <select id={field('styleId')} value={String(style)} aria-invalid={problemsOf('styleId').length > 0 || undefined} onChange={(event) => setField('styleId', Number(event.target.value))}>
                        {(styles.includes(style) ? styles : [style, ...styles]).map((id) => (
                          <option key={id} value={String(id)}>
                            Style {id}
                            {styles.includes(id) ? '' : ' (no block draws it)'}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input id={field('styleId')} type="number" inputMode="numeric" min={1} step={1} value={String(style)} aria-invalid={problemsOf('styleId').length > 0 || undefined} onChange={(event) => setField('styleId', event.target.value === '' ? 1 : Number(event.target.value))} />
                    )}
                    {problemsOf('styleId').length ? <p className="field-error">{problemsOf('styleId').join('; ')}</p> : null}
                  </div>
                  <div className="field">
                    <label htmlFor={field('name')}>Name (Chinese)</label>
                    <input id={field('name')} type="text" lang="zh" value={typeof module.name === 'string' ? module.name : ''} onChange={(event) => setField('name', event.target.value)} />
                  </div>
                  <div className="field">
                    <label htmlFor={field('enName')}>Name (English)</label>
                    <input id={field('enName')} type="text" lang="en" value={typeof module.enName === 'string' ? module.enName : ''} onChange={(event) => setField('enName', event.target.value)} />
                  </div>
                </div>
                <div className="field field-boolean">
                  <input id={field('enable')} type="checkbox" checked={isOn(module.enable ?? true)} onChange={(event) => setField('enable', event.target.checked)} />
                  <label htmlFor={field('enable')}>Shown on the page</label>
                </div>
                <PropsEditor key={`${code}:${style}`} id={field('props')} code={code} styleId={style} name={name} value={module.props} onChange={(next) => setField('props', next)} problems={propsProblems} onUnread={onUnread} />
                <div className="item-actions">
                  <button type="button" aria-disabled={index === 0 || undefined} onClick={() => move(index, index - 1)}>
                    Move up<span className="visually-hidden">: {name}</span>
                  </button>
                  <button type="button" aria-disabled={index === modules.length - 1 || undefined} onClick={() => move(index, index + 1)}>
                    Move down<span className="visually-hidden">: {name}</span>
                  </button>
                  <button type="button" className="danger" onClick={() => remove(index)}>
                    Remove<span className="visually-hidden">: {name}</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="add-block">
        <div className="field">
          <label htmlFor={`${listId}-add`}>Block to add</label>
          <select id={`${listId}-add`} ref={addSelect} value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">Choose a block…</option>
            {blockCatalogue.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.code}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={add} aria-disabled={!adding || undefined}>
          Add the block{' '}<span className="visually-hidden">to {place.label}</span>
        </button>
      </div>
    </section>
  );
}
