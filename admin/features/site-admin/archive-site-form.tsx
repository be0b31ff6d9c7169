import { useRef, useState, type FormEvent } from 'react';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { useAdminSites } from '../../kits/session/use-session.ts';
import { useFocusWhen } from './focus-when.ts';
import { useArchiveSite } from './use-site-admin.ts';

/**
 * Takes a site off the deployment: chosen, then confirmed by typing its sld (the confirmation names the site). Its
 * parts are kept as versions: the archived list below restores it.
 */
export function ArchiveSiteForm() {
  const sites = useAdminSites();
  const archive = useArchiveSite();
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState<string | undefined>();
  const [typed, setTyped] = useState('');
  const site = sites.data?.find((candidate) => candidate.sld === confirming);
  const problem = archive.error ? apiProblemOf(archive.error) : undefined;
  const confirmation = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);
  useFocusWhen(confirmation, confirming);
  useFocusWhen(outcome, archive.data);
  useFocusWhen(refusal, archive.error);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    archive.reset();
    setTyped('');
    setConfirming(chosen);
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming || typed.trim() !== confirming) return;
    archive.mutate(confirming, {
      onSuccess: () => {
        setConfirming(undefined);
        setChosen('');
      },
    });
  };
  const siteName = site ? `${site.enName || site.name} (${site.sld})` : confirming;

  return (
    <section aria-labelledby="archive-site-heading">
      <h2 id="archive-site-heading">Archive a site</h2>
      <p className="hint">Archiving takes a site’s pages off at once; its configuration is kept, and it can be restored below.</p>
      {archive.data ? (
        <p className="site-outcome" role="status" tabIndex={-1} ref={outcome}>
          Archived <strong>{archive.data.sld}</strong>: readers no longer reach it.
        </p>
      ) : null}
      <form onSubmit={ask} noValidate aria-labelledby="archive-site-heading" className="archive-choice">
        <div className="field">
          <label htmlFor="archive-site-sld">Site to archive</label>
          <select id="archive-site-sld" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Choose a site</option>
            {(sites.data ?? []).map((candidate) => (
              <option key={candidate.sld} value={candidate.sld}>
                {candidate.enName || candidate.name} ({candidate.sld})
              </option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button type="submit" disabled={!chosen || confirming === chosen}>
            Archive…
          </button>
        </div>
      </form>
      {confirming ? (
        <form onSubmit={confirm} noValidate className="confirm-archive" aria-label={`Confirm archiving ${siteName}`}>
          <p id="archive-confirm-text">
            Archive <strong>{siteName}</strong>? Its pages go off for every reader at once. Type <code>{confirming}</code> to confirm.
          </p>
          <div className="field">
            <label htmlFor="archive-confirm-sld">Sld of the site to archive</label>
            <input
              id="archive-confirm-sld"
              ref={confirmation}
              type="text"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby="archive-confirm-text"
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          {problem ? (
            <p className="form-problem" role="alert" tabIndex={-1} ref={refusal}>
              Not archived: {problem.message}
            </p>
          ) : null}
          <div className="button-row">
            <button type="submit" className="danger" disabled={typed.trim() !== confirming || archive.isPending}>
              {archive.isPending ? 'Archiving…' : `Archive ${confirming}`}
            </button>
            <button type="button" onClick={() => setConfirming(undefined)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
