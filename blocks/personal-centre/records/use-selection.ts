import { useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';

/** Spec §5 and §9: at most 5 items in a multi-select ('Choose a maximum of 5.'). */
export const maxSelections = 5;

/**
 * The records the reader has ticked on the list in view (`scope`, e.g. tab and page: another list starts with none),
 * at most {@link maxSelections}; `notice` says why a tick was refused or a batch action cannot start.
 */
export function useSelection(scope: string) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ scope: string; ids: number[] }>({ scope, ids: [] });
  const [notice, setNotice] = useState('');
  const selected = state.scope === scope ? state.ids : [];

  const toggle = (id: number) => {
    if (selected.includes(id)) {
      setState({ scope, ids: selected.filter((other) => other !== id) });
      setNotice('');
    } else if (selected.length >= maxSelections) {
      setNotice(t('personal.maxSelections', { count: maxSelections }));
    } else {
      setState({ scope, ids: [...selected, id] });
      setNotice('');
    }
  };

  /** True when something is ticked; otherwise says `message` ('No data selected', 'Please select first'). */
  const require = (message: string) => {
    if (selected.length > 0) return true;
    setNotice(message);
    return false;
  };

  return { selected, toggle, require, notice, clear: () => setState({ scope, ids: [] }) };
}

export type Selection = ReturnType<typeof useSelection>;
