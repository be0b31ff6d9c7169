import { useEffect, useRef, useState } from 'react';
import { usePage } from '../context/page-context.ts';
import type { SearchBoxChoiceEvent, SearchBoxResource, SearchBoxSession, SearchBoxView, SearchSubmissionKit } from './search-submission.ts';
import { isEmptyKeyword } from './search-target.ts';

type Options = { kit: SearchSubmissionKit; resources: readonly SearchBoxResource[]; initialIndex: number; checksEmptyKeyword: boolean };

/**
 * A search box's form with its submission machine. The machine (and XState) load on `prepare` — the reader's first
 * focus or pointer on the form — or at the latest on submit; until then choices follow the same rule locally, and the
 * machine starts from them. If the machine cannot load, a submit falls back to the form's own GET (after the
 * empty-keyword rule), so the box still searches.
 */
export function useSearchSubmission({ kit, resources, initialIndex, checksEmptyKeyword }: Options) {
  const { api, lang, sld } = usePage();
  const [view, setView] = useState<SearchBoxView>(() => ({ status: 'idle', choice: kit.initialChoice(resources, initialIndex) }));
  const latest = useRef(view);
  const session = useRef<SearchBoxSession | null>(null);
  const starting = useRef<Promise<SearchBoxSession | null> | null>(null);
  // True from the first render (not only from the first effect): a submit replayed the moment an island hydrates can
  // come before the effects of its boundary have run.
  const mounted = useRef(true);

  const update = (next: SearchBoxView) => {
    latest.current = next;
    setView(next);
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      session.current?.stop();
      session.current = null;
      starting.current = null;
    };
  }, []);

  const prepare = (): Promise<SearchBoxSession | null> => {
    starting.current ??= kit
      .start({ api, lang, sld, resources, checksEmptyKeyword, choice: () => latest.current.choice, onChange: (next) => mounted.current && update(next) })
      .then(
        (started) => {
          if (!mounted.current) {
            started.stop();
            return null;
          }
          session.current = started;
          return started;
        },
        () => null,
      );
    return starting.current;
  };

  const choose = (event: SearchBoxChoiceEvent) => {
    if (session.current) {
      session.current.send(event);
      return;
    }
    update({ ...latest.current, choice: kit.applyChoice(latest.current.choice, event, resources) });
    void prepare();
  };

  /** The reader submitted `form` (its default already prevented). */
  const submit = (keyword: string, form: HTMLFormElement) => {
    if (session.current) {
      session.current.send({ type: 'submit', keyword });
      return;
    }
    void prepare().then((started) => {
      if (started) started.send({ type: 'submit', keyword });
      else if (!mounted.current) return;
      else if (checksEmptyKeyword && isEmptyKeyword(keyword)) update({ ...latest.current, status: 'alerting' });
      else form.submit();
    });
  };

  const dismissAlert = () => {
    if (session.current) session.current.send({ type: 'alert.dismiss' });
    else update({ ...latest.current, status: 'idle' });
  };

  return { view, prepare: () => void prepare(), choose, submit, dismissAlert };
}
