import type { DeskUploadProgress } from '../../../../schemas/desk/desk-upload.ts';
import type { SentBytes } from '../../../kits/api/send-form.ts';

type Props = {
  fileName: string;
  sent: SentBytes | undefined;
  /** The server's word while it works; undefined before it has said anything (or when it cannot say). */
  processing: DeskUploadProgress | undefined;
  /** The reply has come: the drafts it made (processing shows complete), or undefined while it has not. */
  finished: { drafts: number } | undefined;
  /** The upload was refused or failed: the bars stop where they were. */
  stopped: boolean;
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** What the server is doing, in words, and the processing bar's value and maximum (none: not known yet). */
function processingState({ processing, finished, stopped }: Pick<Props, 'processing' | 'finished' | 'stopped'>): { text: string; value?: number; max?: number } {
  if (finished) return { text: `Done: ${finished.drafts} ${finished.drafts === 1 ? 'article' : 'articles'} saved as drafts`, value: 1, max: 1 };
  if (stopped) return { text: 'Stopped: nothing was saved', value: 0, max: 1 };
  if (!processing) return { text: 'Waiting for the server…' };
  switch (processing.phase) {
    case 'receiving':
      return { text: 'The server is receiving the file…' };
    case 'unpacking':
      return { text: 'Unpacking the package…' };
    case 'reading':
      return { text: `Reading the articles: ${processing.done} of ${processing.total}`, value: processing.done, max: Math.max(1, processing.total) };
    case 'storing':
      return { text: `Saving ${processing.total} ${processing.total === 1 ? 'draft' : 'drafts'}…`, value: processing.done, max: Math.max(1, processing.total) };
    case 'done':
    case 'refused':
      return { text: 'Finishing…', value: processing.done, max: Math.max(1, processing.total) };
  }
}

/**
 * Two progress bars, each a `<progress>` with its label: the bytes sent (the browser's count), then the server's work
 * (articles read of all, then saved). Each can be reached with the keyboard, and what they say is announced.
 */
export function UploadProgressView({ fileName, sent, processing, finished, stopped }: Props) {
  const total = sent?.total ?? 0;
  const loaded = sent?.loaded ?? 0;
  const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
  const allSent = total > 0 && loaded >= total;
  const work = processingState({ processing, finished, stopped });
  const sending = allSent ? `Sent ${fileName}: ${megabytes(total)}` : `Sending ${fileName}: ${percent}% (${megabytes(loaded)} of ${megabytes(total)})`;
  return (
    <section className="upload-progress" aria-labelledby="upload-progress-heading">
      <h2 id="upload-progress-heading">Progress</h2>
      <div className="field">
        <label htmlFor="upload-sent">{sending}</label>
        <progress id="upload-sent" tabIndex={0} max={Math.max(1, total)} value={loaded} />
      </div>
      {allSent || finished || stopped ? (
        <div className="field">
          <label htmlFor="upload-processed">{work.text}</label>
          <progress id="upload-processed" tabIndex={0} max={work.max} value={work.value} />
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {allSent || finished || stopped ? work.text : percent % 25 === 0 ? sending : ''}
      </p>
    </section>
  );
}
