type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs whose value a reader types or picks (not buttons, files, boxes or radios, which are handled apart). */
const valueKinds = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', 'date', 'datetime-local', 'month', 'week', 'time', 'range', 'color']);

type Entry = { control: Control; kind: 'value' } | { control: HTMLInputElement; kind: 'checked' };

/** The option a select shows before anyone touches it: the one marked selected, else the first that can be chosen. */
function defaultIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  const marked = options.findIndex((option) => option.defaultSelected);
  return marked >= 0 ? marked : options.findIndex((option) => !option.disabled);
}

function entryOf(control: Control): Entry | undefined {
  if (control instanceof HTMLSelectElement) return control.selectedIndex !== defaultIndex(control) ? { control, kind: 'value' } : undefined;
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    // A radio group's change is the one now checked; a checkbox's, either way.
    if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) return undefined;
    return { control, kind: 'checked' };
  }
  if (control instanceof HTMLInputElement && !valueKinds.has(control.type)) return undefined;
  return control.value !== control.defaultValue ? { control, kind: 'value' } : undefined;
}

/**
 * Enters a value as typing would. React keeps its own record of a field's last value (set through the element's
 * `value`) and hears an input event only when the field differs from it: so the record is cleared first, then the
 * value set past it (through the prototype's setter), then the event sent; the caret stays where it was.
 */
type Caret = { start: number | null; end: number | null };

function caretOf(control: Control): Caret | undefined {
  return !(control instanceof HTMLSelectElement) && document.activeElement === control ? { start: control.selectionStart, end: control.selectionEnd } : undefined;
}

function enter(control: Control, value: string, caret: Caret | undefined): void {
  control.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  if (caret && !(control instanceof HTMLSelectElement)) {
    try {
      control.setSelectionRange(caret.start, caret.end);
    } catch {
      // Some kinds (number, date) have no caret to put back.
    }
  }
}

/**
 * What a reader typed or chose in an island before it hydrated, kept: hydration may put a controlled field back to
 * the value the server rendered (an empty search box), and no change event ever told the island about the typing.
 * Call before hydrating; the function it returns, once hydrated, enters each change again the way the reader made it
 * — the field's value as it is then, if the reader went on typing while the island woke, else as it was — so the
 * island's state holds what the reader sees.
 */
export function keepTypedValues(island: HTMLElement): () => void {
  const typed = [...island.querySelectorAll<Control>('input, textarea, select')].flatMap((control) => {
    const entry = entryOf(control);
    return entry ? [{ entry, before: control.value, caretBefore: caretOf(control) }] : [];
  });
  return () => {
    for (const { entry, before, caretBefore } of typed) {
      const { control } = entry;
      if (!control.isConnected) continue;
      if (entry.kind === 'checked') {
        const box = entry.control;
        box.checked = box.defaultChecked;
        box.click();
        continue;
      }
      // Reset by hydration to the server's value: what the reader had, caret where it was; changed since: what the
      // reader has now, caret where it is.
      const now = control.value;
      const reset = control instanceof HTMLSelectElement || now === (control as HTMLInputElement).defaultValue;
      enter(control, reset ? before : now, reset ? caretBefore : caretOf(control));
    }
  };
}
