import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** A message after an action (saved, moved to the bin), with at most one action of its own (Undo). */
export type Notice = { message: string; tone?: 'done' | 'failed'; action?: { label: string; run: () => void } };

type NoticeApi = { show: (notice: Notice) => void; dismiss: () => void };

const NoticeContext = createContext<(NoticeApi & { notice: Notice | undefined }) | undefined>(undefined);

/** Holds the latest notice across screens: an Undo offered on one screen stays after moving to the next. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | undefined>();
  const dismiss = useCallback(() => setNotice(undefined), []);
  const value = useMemo(() => ({ notice, show: setNotice, dismiss }), [notice, dismiss]);
  return <NoticeContext.Provider value={value}>{children}</NoticeContext.Provider>;
}

function useNoticeContext() {
  const context = useContext(NoticeContext);
  if (!context) throw new Error('notices need a NoticeProvider above them');
  return context;
}

export function useNotice(): NoticeApi {
  const { show, dismiss } = useNoticeContext();
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}

/** Where notices appear: a live region, always in the page, so each new message is announced. */
export function NoticeArea() {
  const { notice, dismiss } = useNoticeContext();
  return (
    <div className="notice-area" role="status" aria-live="polite">
      {notice ? (
        <div className={`notice notice-${notice.tone ?? 'done'}`}>
          <span>{notice.message}</span>
          {notice.action ? (
            <button
              type="button"
              onClick={() => {
                const { run } = notice.action!;
                dismiss();
                run();
              }}
            >
              {notice.action.label}
            </button>
          ) : null}
          <button type="button" className="quiet" onClick={dismiss} aria-label="Dismiss the message">
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
