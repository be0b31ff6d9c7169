import type { DeskUploadResult, UploadRefusal } from '../../../../schemas/desk/desk-upload.ts';
import { AdminLink } from '../../../kits/navigation/admin-link.tsx';
import { adminHref } from '../../../kits/navigation/admin-routes.ts';

/** The drafts an upload made, each a link to its edit screen (where it is published), with what its package lacked. */
export function UploadedDrafts({ sld, result }: { sld: string; result: DeskUploadResult }) {
  const count = result.drafts.length;
  return (
    <section className="upload-outcome" aria-labelledby="upload-drafts-heading">
      <h2 id="upload-drafts-heading">
        {count} draft {count === 1 ? 'article' : 'articles'} from {result.file}
      </h2>
      <p>Readers see them once each is published: open one to check it, then publish it.</p>
      <ul>
        {result.drafts.map((draft) => (
          <li key={draft.id}>
            <AdminLink href={adminHref('deskItem', { sld, kind: 'article', id: draft.id })}>{draft.title}</AdminLink>
            <span className="item-facts">
              {' '}
              · {draft.doi || 'no DOI'} · from {draft.source}
            </span>
            {draft.missingFiles.length > 0 ? (
              <p className="help">
                Files its XML names that the upload did not hold (their figures show a placeholder): {draft.missingFiles.join(', ')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each file an upload refused, and why; nothing of the upload was saved. */
export function RefusedFiles({ refused }: { refused: readonly UploadRefusal[] }) {
  return (
    <section className="upload-outcome" aria-labelledby="upload-refused-heading">
      <h2 id="upload-refused-heading">Refused: nothing was saved</h2>
      <ul>
        {refused.map(({ file, reason }) => (
          <li key={`${file}:${reason}`}>
            <strong>{file}</strong>: {reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
