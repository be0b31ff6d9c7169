type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typedKinds = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

type Entry = { control: Control; value: string } | { control: HTMLInputElement; checked: true };

function entryOf(control: Control): Entry | undefined {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected) ? { control, value: control.value } : undefined;
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    // A radio group's change is the one now checked; a checkbox's, either way.
    if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) return undefined;
    return { control, checked: true };
  }
  if (control instanceof HTMLInputElement && !typedKinds.has(control.type)) return undefined;
  return control.value !== control.defaultValue ? { control, value: control.value } : undefined;
}

/**
 * Enters a value as typing would. React keeps its own record of a field's last value (set through the element's
 * `value`) and hears an input event only when the field differs from it: so the record is cleared first, then the
 * value set past it (through the prototype's setter), then the event sent. A box or radio the reader changed is put
 * back as the server had it and clicked, as the reader did.
 */
function enter(entry: Entry): void {
  const { control } = entry;
  if ('checked' in entry) {
    const box = entry.control;
    box.checked = box.defaultChecked;
    box.click();
    return;
  }
  control.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, entry.value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What a reader typed or chose in an island before it hydrated, kept: hydration may put a controlled field back to
 * the value the server rendered (an empty search box), and no change event ever told the island about the typing.
 * Call before hydrating; the function it returns, once hydrated, enters each change again the way the reader made it,
 * so the island's state holds what the reader sees.
 */
export function keepTypedValues(island: HTMLElement): () => void {
  const entries = [...island.querySelectorAll<Control>('input, textarea, select')].flatMap((control) => entryOf(control) ?? []);
  return () => {
    for (const entry of entries) if (entry.control.isConnected) enter(entry);
  };
}
