import { useRef, useState, type FormEvent } from 'react';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { AdminLink } from '../../kits/navigation/admin-link.tsx';
import { adminHref } from '../../kits/navigation/admin-routes.ts';
import { useAdminSites } from '../../kits/session/use-session.ts';
import { useFocusWhen } from './focus-when.ts';
import { emptyNewSite, newSiteOf, type NewSiteText } from './new-site-input.ts';
import { useCreateSite } from './use-site-admin.ts';

/**
 * A new site: its sld, names and domains, as a copy of another site's configuration (but its identity) or blank. The
 * server checks it (sld format, reserved names, sld and domains taken) and its refusal is shown above the button.
 */
export function CreateSiteForm() {
  const [text, setText] = useState<NewSiteText>(emptyNewSite);
  const sites = useAdminSites();
  const create = useCreateSite();
  const problem = create.error ? apiProblemOf(create.error) : undefined;
  const outcome = useRef<HTMLDivElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);
  useFocusWhen(outcome, create.data);
  useFocusWhen(refusal, create.error);

  const field = (name: keyof NewSiteText) => ({
    id: `new-site-${name}`,
    name,
    value: text[name],
    onChange: (event: { target: { value: string } }) => setText((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(newSiteOf(text), { onSuccess: () => setText(emptyNewSite) });
  };

  return (
    <section aria-labelledby="create-site-heading">
      <h2 id="create-site-heading">Create a site</h2>
      {create.data ? (
        <div className="site-outcome" ref={outcome} tabIndex={-1} role="status">
          <p>
            Created <strong>{create.data.sld}</strong> (site id {create.data.siteId}, {create.data.parts.length === 1 ? 'one part' : `${create.data.parts.length} parts`}). Readers can
            reach it now.
          </p>
          <p>
            <AdminLink href={adminHref('studio', { sld: create.data.sld })}>Open the studio of {create.data.sld}</AdminLink>
          </p>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate aria-labelledby="create-site-heading">
        <div className="field">
          <label htmlFor="new-site-sld">
            Sld <span className="required">(required)</span>
          </label>
          <input type="text" {...field('sld')} aria-required="true" aria-describedby="new-site-sld-help" autoComplete="off" spellCheck={false} />
          <p className="help" id="new-site-sld-help">
            The site’s name in addresses: 2–40 lower-case letters, digits or dashes, starting with a letter.
          </p>
        </div>
        <div className="field">
          <label htmlFor="new-site-name">
            Name <span className="required">(required)</span>
          </label>
          <input type="text" {...field('name')} aria-required="true" />
        </div>
        <div className="field">
          <label htmlFor="new-site-enName">English name</label>
          <input type="text" {...field('enName')} lang="en" />
        </div>
        <div className="field">
          <label htmlFor="new-site-domains">Domains</label>
          <textarea {...field('domains')} rows={3} aria-describedby="new-site-domains-help" spellCheck={false} />
          <p className="help" id="new-site-domains-help">
            Host names that reach the site, one per line; the first is its own. Leave empty to reach it by its sld only.
          </p>
        </div>
        <div className="field">
          <label htmlFor="new-site-copyOf">Start as a copy of</label>
          <select {...field('copyOf')} aria-describedby="new-site-copyOf-help">
            <option value="">No site: a blank site (defaults)</option>
            {(sites.data ?? []).map((site) => (
              <option key={site.sld} value={site.sld}>
                {site.enName || site.name} ({site.sld})
              </option>
            ))}
          </select>
          <p className="help" id="new-site-copyOf-help">
            A copy takes every part of that site’s configuration but its identity (sld, names, domains).
          </p>
        </div>
        {problem ? (
          <p className="form-problem" role="alert" tabIndex={-1} ref={refusal}>
            Not created: {problem.message}
          </p>
        ) : null}
        <div className="button-row form-actions">
          <button type="submit" className="primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create the site'}
          </button>
        </div>
      </form>
    </section>
  );
}
