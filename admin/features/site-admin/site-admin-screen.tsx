import { powersOfRole } from '../../../schemas/admin/admin-account.ts';
import { AdminLink } from '../../kits/navigation/admin-link.tsx';
import { adminHref } from '../../kits/navigation/admin-routes.ts';
import { useAdminSession } from '../../kits/session/use-session.ts';
import { PageHeading } from '../../kits/ui/page-heading.tsx';
import { ArchiveSiteForm } from './archive-site-form.tsx';
import { ArchivedSites } from './archived-sites.tsx';
import { CreateSiteForm } from './create-site-form.tsx';

/**
 * The deployment's sites made, archived and restored (issue 20, item 7): owners only, as the server insists. A site's
 * maintenance, expiry and last day are its site.json's, edited in its studio.
 */
export function SiteAdminScreen() {
  const role = useAdminSession().data?.account.role;
  const manages = role !== undefined && powersOfRole[role].includes('sites');
  return (
    <>
      <PageHeading title="Manage sites">Manage sites</PageHeading>
      {manages ? (
        <>
          <p className="hint">
            A site’s status (maintenance, expired) and last day are set in its studio, under Site. <AdminLink href={adminHref('sites')}>All your sites</AdminLink>. The settings every site shares: <AdminLink href={adminHref('sharedParts')}>Shared settings</AdminLink>
          </p>
          <CreateSiteForm />
          <ArchiveSiteForm />
          <ArchivedSites />
        </>
      ) : (
        <p className="state state-error" role="alert">
          Not allowed: only owners create, archive and restore sites.
        </p>
      )}
    </>
  );
}
