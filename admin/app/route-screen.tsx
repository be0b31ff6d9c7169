import { lazy, Suspense } from 'react';
import { AuditScreen } from '../features/audit/audit-screen.tsx';
import { DeskItemScreen } from '../features/desk/desk-item-screen.tsx';
import { DeskListScreen } from '../features/desk/desk-list-screen.tsx';
import { DeskNewScreen } from '../features/desk/desk-new-screen.tsx';
import { DeskSiteContext } from '../features/desk/desk-site.ts';
import { IssueContentsScreen } from '../features/desk/issue-contents-screen.tsx';
import { UploadScreen } from '../features/desk/upload/upload-screen.tsx';
import { SiteAdminScreen } from '../features/site-admin/site-admin-screen.tsx';
import { SitesScreen } from '../features/sites/sites-screen.tsx';
import { AdminLink } from '../kits/navigation/admin-link.tsx';
import { adminHref, type AdminLocation } from '../kits/navigation/admin-routes.ts';
import { Loading } from '../kits/ui/load-states.tsx';
import { PageHeading } from '../kits/ui/page-heading.tsx';

/** The site studio's screens load when one opens: editors, who never see them, load none of it (nor the parts' schemas). */
const StudioPartsScreen = lazy(() => import('../features/studio/parts-screen.tsx').then((module) => ({ default: module.StudioPartsScreen })));
const SharedPartsScreen = lazy(() => import('../features/studio/shared-parts-screen.tsx').then((module) => ({ default: module.SharedPartsScreen })));
const SharedPartScreen = lazy(() => import('../features/studio/shared-parts-screen.tsx').then((module) => ({ default: module.SharedPartScreen })));
const StudioPartScreen = lazy(() => import('../features/studio/part-screen.tsx').then((module) => ({ default: module.StudioPartScreen })));

/** The screen an address of the app names (admin-routes.ts), or "no such page". */
export function RouteScreen({ location }: { location: AdminLocation | undefined }) {
  if (!location) return <NoSuchScreen />;
  switch (location.name) {
    case 'sites':
      return <SitesScreen />;
    case 'manageSites':
      return <SiteAdminScreen />;
    case 'audit':
      return <AuditScreen sld={location.params.sld} />;
    case 'sharedParts':
    case 'sharedPart':
      return (
        <Suspense fallback={<Loading what="the shared settings" />}>
          {location.name === 'sharedParts' ? <SharedPartsScreen /> : <SharedPartScreen slug={location.params.part} />}
        </Suspense>
      );
    case 'studio':
    case 'studioPart':
      return (
        <Suspense fallback={<Loading what="the studio" />}>
          {location.name === 'studio' ? <StudioPartsScreen sld={location.params.sld} /> : <StudioPartScreen sld={location.params.sld} slug={location.params.part} view={location.query.view} />}
        </Suspense>
      );
    default:
      return (
        <DeskSiteContext.Provider value={location.params.sld}>
          <DeskScreen location={location} />
        </DeskSiteContext.Provider>
      );
  }
}

function DeskScreen({ location }: { location: Extract<AdminLocation, { name: 'desk' | 'deskNew' | 'deskItem' | 'issueContents' | 'deskUpload' }> }) {
  switch (location.name) {
    case 'desk':
      return <DeskListScreen sld={location.params.sld} kind={location.params.kind} query={location.query} />;
    case 'deskNew':
      return <DeskNewScreen key={`${location.params.sld}:${location.params.kind}`} sld={location.params.sld} kind={location.params.kind} />;
    case 'deskItem':
      return <DeskItemScreen sld={location.params.sld} kind={location.params.kind} id={location.params.id} />;
    case 'issueContents':
      return <IssueContentsScreen sld={location.params.sld} id={location.params.id} />;
    case 'deskUpload':
      return <UploadScreen key={location.params.sld} sld={location.params.sld} preset={location.query} />;
  }
}

function NoSuchScreen() {
  return (
    <>
      <PageHeading title="No such page">No such page</PageHeading>
      <p>
        This address names no screen of the back office. <AdminLink href={adminHref('sites')}>Go to your sites</AdminLink>.
      </p>
    </>
  );
}
