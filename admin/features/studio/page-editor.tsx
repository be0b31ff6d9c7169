import { useState, type FormEvent } from 'react';
import type { StudioPartName } from '../../../schemas/admin/studio-api.ts';
import { screenKeys, type ScreenKey } from '../../../schemas/screens/screen-keys.ts';
import { defaultScreens } from '../../../runtime/screens/default-screens.ts';
import { isRecord } from '../../kits/schema-form/form-values.ts';
import { ModuleListEditor } from './module-list-editor.tsx';
import { moduleListsOf, removablePathOf, valueAt, withoutAt, withValueAt, type ModuleListPlace } from './module-lists.ts';
import type { PartProblem } from './studio-problems.ts';

type PageEditorProps = {
  part: StudioPartName;
  value: unknown;
  onChange: (next: unknown) => void;
  problems: readonly PartProblem[];
  onUnread: (id: string, unread: boolean) => void;
};

const problemCount = (problems: readonly PartProblem[], place: ModuleListPlace) => problems.filter((problem) => problem.path === place.key || problem.path.startsWith(`${place.key}.`)).length;
const removeLabel = (place: ModuleListPlace) => (place.path[0] === 'channels' ? 'Remove this channel page' : place.path[0] === 'layout' ? 'Use the portal’s layout again' : 'Use the portal’s screen again');

/**
 * The page editor: a page of the part (the home page, a channel's page, a screen, the layout around screens) chosen,
 * and its blocks edited in order (module-list-editor.tsx). A channel page is added by its menu item's ID; a screen the
 * site changes starts as the portal's own.
 */
export function PageEditor({ part, value, onChange, problems, onUnread }: PageEditorProps) {
  const places = moduleListsOf(part, value);
  const [chosen, setChosen] = useState(places[0]?.key);
  const current = places.find((place) => place.key === chosen) ?? places[0];
  const removable = current ? removablePathOf(current) : undefined;

  const addPlace = (path: (string | number)[], content: unknown, listPath: (string | number)[]) => {
    onChange(withValueAt(value, path, content));
    setChosen(listPath.join('.'));
  };

  return (
    <div className="page-editor">
      <div className="page-tools">
        <div className="field">
          <label htmlFor="studio-page-choice">Page</label>
          <select id="studio-page-choice" value={current?.key ?? ''} onChange={(event) => setChosen(event.target.value)}>
            {places.length === 0 ? <option value="">No pages yet</option> : null}
            {places.map((place) => {
              const count = problemCount(problems, place);
              return (
                <option key={place.key} value={place.key}>
                  {place.label}
                  {count ? ` (${count === 1 ? 'one problem' : `${count} problems`})` : ''}
                </option>
              );
            })}
          </select>
        </div>
        {part === 'modules.json' ? <AddChannel value={value} onAdd={(id) => addPlace(['channels', id], [], ['channels', id])} /> : null}
        {part === 'screens.json' ? <AddScreen value={value} onAdd={(key) => addPlace(['screens', key], structuredClone(defaultScreens().screens[key] ?? { modules: [] }), ['screens', key, 'modules'])} /> : null}
        {part === 'screens.json' && !isRecord(isRecord(value) ? value.layout : undefined) ? (
          <button type="button" onClick={() => addPlace(['layout'], structuredClone(defaultScreens().layout), ['layout', 'before'])}>
            Change the layout around every screen
          </button>
        ) : null}
      </div>
      {current ? (
        <>
          <ModuleListEditor
            key={current.key}
            place={current}
            modules={Array.isArray(valueAt(value, current.path)) ? (valueAt(value, current.path) as unknown[]) : []}
            onChange={(next) => onChange(withValueAt(value, current.path, next))}
            problems={problems}
            onUnread={onUnread}
          />
          {removable ? (
            <button type="button" className="danger" onClick={() => onChange(withoutAt(value, removable))}>
              {removeLabel(current)}
            </button>
          ) : null}
        </>
      ) : (
        <p className="state-empty">This part has no pages yet: add one above.</p>
      )}
    </div>
  );
}

/** A channel's own page, by its menu item's ID. */
function AddChannel({ value, onAdd }: { value: unknown; onAdd: (id: string) => void }) {
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const channels = isRecord(value) && isRecord(value.channels) ? value.channels : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = id.trim();
    if (!/^\d{1,15}$/.test(typed)) return setProblem('A channel is named by its menu item’s ID: digits only.');
    if (typed in channels) return setProblem(`Channel ${typed} has a page already: choose it above.`);
    setProblem(undefined);
    setId('');
    onAdd(typed);
  };
  return (
    <form className="inline-form" onSubmit={submit} aria-label="Add a channel page" noValidate>
      <div className="field">
        <label htmlFor="studio-new-channel">Channel (menu item ID)</label>
        <input id="studio-new-channel" type="text" inputMode="numeric" value={id} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'studio-new-channel-problem' : undefined} onChange={(event) => setId(event.target.value)} />
        {problem ? (
          <p id="studio-new-channel-problem" className="field-error">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit">Add a channel page</button>
    </form>
  );
}

/** A screen of the portal the site changes, starting as the portal's own. */
function AddScreen({ value, onAdd }: { value: unknown; onAdd: (key: ScreenKey) => void }) {
  const screens = isRecord(value) && isRecord(value.screens) ? value.screens : {};
  const offered = screenKeys.filter((key) => !(key in screens));
  const [key, setKey] = useState<ScreenKey | ''>('');
  return (
    <form
      className="inline-form"
      aria-label="Change a screen"
      onSubmit={(event) => {
        event.preventDefault();
        if (key) onAdd(key);
        setKey('');
      }}
    >
      <div className="field">
        <label htmlFor="studio-new-screen">Screen to change</label>
        <select id="studio-new-screen" value={key} onChange={(event) => setKey(event.target.value as ScreenKey | '')}>
          <option value="">Choose a screen…</option>
          {offered.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" aria-disabled={!key || undefined}>
        Change this screen
      </button>
    </form>
  );
}
