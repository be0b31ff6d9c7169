import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiPanelEvent } from '../../machines/ai-panel-machine.ts';
import type { AiPanelServices, AiPanelSession, AiPanelView } from './ai-panel-session.ts';

const closed: AiPanelView = { status: 'closed', frameSrc: null, error: null };

/**
 * The AI panel's machine, loaded on the first click (with XState and the reply schema). The services are read when
 * the machine uses them, so it always sees the page as it is now. A failure to load the code is a failed panel the
 * reader may retry.
 */
export function useAiPanel(services: AiPanelServices) {
  const [view, setView] = useState<AiPanelView>(closed);
  const current = useRef(services);
  const session = useRef<AiPanelSession | null>(null);
  const starting = useRef<Promise<AiPanelSession> | null>(null);
  const mounted = useRef(true);
  /** Whether the reader wants the panel shown, until the machine knows. */
  const shown = useRef(false);

  useEffect(() => {
    current.current = services;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      session.current?.stop();
      session.current = null;
      starting.current = null;
    };
  }, []);

  const start = useCallback(() => {
    starting.current ??= import('./ai-panel-session.ts').then(
      ({ startAiPanel }) => {
        session.current = startAiPanel(
          () => current.current,
          (next) => {
            if (mounted.current) setView(next);
          },
        );
        return session.current;
      },
      (error: unknown) => {
        starting.current = null;
        throw error;
      },
    );
    return starting.current;
  }, []);

  const send = useCallback(
    (event: AiPanelEvent) => {
      if (session.current) return session.current.send(event);
      if (event.type === 'frame.loaded' || event.type === 'token.issued') return;
      // Before the machine is here the panel is closed, or says it is opening, or that its code failed to load.
      const open = event.type === 'toggle' ? !shown.current : event.type !== 'close';
      shown.current = open;
      if (!open) return setView(closed);
      setView({ status: 'opening', frameSrc: null, error: null });
      start().then(
        (running) => {
          if (shown.current) running.send({ type: 'open' });
        },
        (error: unknown) => {
          if (mounted.current) setView({ status: 'failed', frameSrc: null, error: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    [start],
  );

  return { view, send };
}
