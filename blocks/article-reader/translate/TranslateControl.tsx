import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { translatorPlacement } from '../../../machines/translator-placement.ts';
import { defaultTranslationLanguage, maxTranslationLength, type TranslationLanguage } from '../../../schemas/translation-languages.ts';
import { clipForTranslation } from './clip-for-translation.ts';
import { translatableText } from './translatable-text.ts';
import type { TranslatorSession, TranslatorView } from './translator-session.ts';
import { TranslatorPopover } from './TranslatorPopover.tsx';
import { needsScript } from '../../../runtime/browser/needs-script.ts';



/**
 * The translate button and its popover (spec §4), at the end of the part it translates (`.mh-translatable`), whose
 * text it reads from the page when clicked. An island of its own (islands.ts): the first pointer over it loads React,
 * the first click XState, the machine and crypto-js; the machine then owns the popover's state. Escape, the close
 * icon, the button again or a click elsewhere close it.
 */
export default function TranslateControl() {
  const { t } = useTranslation();
  const { api } = usePage();
  const popoverId = useId();
  const [view, setView] = useState<TranslatorView | null>(null);
  const [clipped, setClipped] = useState(false);
  const session = useRef<TranslatorSession | null>(null);
  const starting = useRef<Promise<TranslatorSession> | null>(null);
  const unmounted = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLSpanElement>(null);
  const isOpen = view !== null && view.status !== 'closed';

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      session.current?.stop();
      session.current = null;
      starting.current = null;
    };
  }, []);

  const startSession = () => {
    starting.current ??= import('./translator-session.ts').then(
      ({ startTranslator }) => {
        session.current = startTranslator(api, (next) => {
          if (!unmounted.current) setView(next);
        });
        return session.current;
      },
      (error: unknown) => {
        starting.current = null;
        throw error;
      },
    );
    return starting.current;
  };

  const close = useCallback((returnFocus: boolean) => {
    if (session.current) session.current.send({ type: 'close' });
    else setView(null);
    if (returnFocus) button.current?.focus();
  }, []);

  const open = async () => {
    if (isOpen) return close(true);
    const rect = button.current!.getBoundingClientRect();
    const anchor = { top: rect.top, left: rect.left };
    const part = box.current?.closest('.mh-translatable');
    const request = clipForTranslation(part ? translatableText(part) : '');
    setClipped(request.clipped);
    try {
      (await startSession()).send({ type: 'open', text: request.text, anchor });
    } catch {
      // The translator's code did not load: the reader sees the spec's failure text rather than nothing.
      if (!unmounted.current) {
        setView({ status: 'shown', text: request.text, language: defaultTranslationLanguage, placement: translatorPlacement(anchor), result: null, error: 'timeout' });
      }
    }
  };

  // Listening from the commit on (not after paint), so an Escape pressed as the popover appears is not lost.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen, close]);

  return (
    <span ref={box} className="mh-translate-anchor">
      <button
        ref={button}
        type="button"
        className="mh-translate-toggle"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        onClick={() => void open()}
        {...needsScript}
      >
        {t('article.translate.button')}
      </button>
      {view && isOpen ? (
        <TranslatorPopover
          id={popoverId}
          view={view}
          clippedAt={clipped ? maxTranslationLength : null}
          onLanguage={(language: TranslationLanguage) => session.current?.send({ type: 'language.change', language })}
          onClose={() => close(true)}
        />
      ) : null}
    </span>
  );
}
