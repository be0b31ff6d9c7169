import { powersOfRole } from '../../schemas/admin/admin-account.ts';
import { deskKindNames, type DeskKindName } from '../../schemas/desk/desk-kinds.ts';
import { kindNames } from '../features/desk/desk-kind-text.ts';
import { AdminLink } from '../kits/navigation/admin-link.tsx';
import { adminHref, type AdminLocation } from '../kits/navigation/admin-routes.ts';
import { useAdminSession, useAdminSites } from '../kits/session/use-session.ts';

/** Which section of a site a screen belongs to: one of the desk's kinds, the audit log, or the studio. */
function sectionOf(location: AdminLocation): DeskKindName | 'audit' | 'studio' | undefined {
  switch (location.name) {
    case 'desk':
    case 'deskNew':
    case 'deskItem':
      return location.params.kind;
    case 'issueContents':
      return 'issue';
    case 'deskUpload':
      return 'article';
    case 'audit':
      return 'audit';
    case 'studio':
    case 'studioPart':
      return 'studio';
    default:
      return undefined;
  }
}

/** A site's sections: each kind of the content desk, and the audit log and the studio (for roles that configure sites); the current one marked. */
export function SiteNav({ sld, location }: { sld: string; location: AdminLocation }) {
  const sites = useAdminSites();
  const role = useAdminSession().data?.account.role;
  const readsAudit = role !== undefined && powersOfRole[role].includes('configuration');
  const site = sites.data?.find((candidate) => candidate.sld === sld);
  const current = sectionOf(location);
  const mark = (section: DeskKindName | 'audit' | 'studio') => (section === current ? ('page' as const) : undefined);
  return (
    <nav className="site-nav" aria-label={`Site ${sld}`}>
      <p className="site-name">
        {site ? `${site.name}${site.enName ? ` · ${site.enName}` : ''}` : sld} <AdminLink href={adminHref('sites')}>All your sites</AdminLink>
      </p>
      <ul>
        {deskKindNames.map((kind) => (
          <li key={kind}>
            <AdminLink href={adminHref('desk', { sld, kind })} aria-current={mark(kind)}>
              {kindNames[kind].many}
            </AdminLink>
          </li>
        ))}
        {readsAudit ? (
          <li>
            <AdminLink href={adminHref('audit', { sld })} aria-current={mark('audit')}>
              Audit log
            </AdminLink>
          </li>
        ) : null}
        {readsAudit ? (
          <li>
            <AdminLink href={adminHref('studio', { sld })} aria-current={mark('studio')}>
              Studio
            </AdminLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
