import { powersOfRole } from '../../../schemas/admin/admin-account.ts';
import { adminHref } from '../../kits/navigation/admin-routes.ts';
import { AdminLink } from '../../kits/navigation/admin-link.tsx';
import { useAdminSession, useAdminSites } from '../../kits/session/use-session.ts';
import { Empty, LoadError, Loading } from '../../kits/ui/load-states.tsx';
import { PageHeading } from '../../kits/ui/page-heading.tsx';

/** The site picker: the sites the signed-in account works on, each opening its content desk (and its studio, for roles that configure sites). */
export function SitesScreen() {
  const sites = useAdminSites();
  const role = useAdminSession().data?.account.role;
  const configures = role !== undefined && powersOfRole[role].includes('configuration');
  const managesSites = role !== undefined && powersOfRole[role].includes('sites');
  return (
    <>
      <PageHeading title="Your sites">Your sites</PageHeading>
      {managesSites ? (
        <p>
          <AdminLink href={adminHref('manageSites')}>Manage sites</AdminLink> <span className="site-meta">create, archive and restore sites</span>
        </p>
      ) : null}
      {sites.isPending ? (
        <Loading what="your sites" />
      ) : sites.isError ? (
        <LoadError error={sites.error} onRetry={() => void sites.refetch()} />
      ) : sites.data.length === 0 ? (
        <Empty>Your account works on no site yet: ask an owner to add one.</Empty>
      ) : (
        <ul className="site-list">
          {sites.data.map((site) => (
            <li key={site.sld}>
              <AdminLink href={adminHref('desk', { sld: site.sld, kind: 'article' })}>
                <span>{site.name}</span>
                {site.enName ? <span lang="en"> · {site.enName}</span> : null}
              </AdminLink>
              <span className="site-meta">
                {site.sld}
                {site.groupSite ? ' · group site (its members hold the content)' : ''}
              </span>
              {configures ? (
                <AdminLink href={adminHref('studio', { sld: site.sld })}>
                  Studio{' '}<span className="visually-hidden">of {site.enName || site.name}</span>
                </AdminLink>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
