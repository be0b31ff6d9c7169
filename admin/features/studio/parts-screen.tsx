import { AdminLink } from '../../kits/navigation/admin-link.tsx';
import { adminHref } from '../../kits/navigation/admin-routes.ts';
import { Empty, LoadError, Loading } from '../../kits/ui/load-states.tsx';
import { PageHeading } from '../../kits/ui/page-heading.tsx';
import { When } from '../../kits/ui/when.tsx';
import { partTexts, slugOfPart } from './part-names.ts';
import { useStudioParts } from './use-studio.ts';
import './studio.css';

/** The site studio's first screen: every configuration part of the site, its version, its draft and its problems. */
export function StudioPartsScreen({ sld }: { sld: string }) {
  const parts = useStudioParts(sld);
  return (
    <>
      <PageHeading title={`Studio · ${sld}`}>Site studio</PageHeading>
      <p className="hint">
        Each part of the site’s configuration: edit it as a draft, check it, publish it. Readers see only what is published.
      </p>
      {parts.isPending ? (
        <Loading what="the site’s configuration" />
      ) : parts.isError ? (
        <LoadError error={parts.error} onRetry={() => void parts.refetch()} />
      ) : parts.data.length === 0 ? (
        <Empty>This site has no configuration parts.</Empty>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Configuration parts">
          <table className="studio-parts">
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Published</th>
                <th scope="col">Draft</th>
                <th scope="col">Problems</th>
              </tr>
            </thead>
            <tbody>
              {parts.data.map((summary) => (
                <tr key={summary.part}>
                  <th scope="row">
                    <AdminLink href={adminHref('studioPart', { sld, part: slugOfPart(summary.part) })}>{partTexts[summary.part].title}</AdminLink>
                    <span className="site-meta"> {summary.part}</span>
                  </th>
                  <td>
                    {summary.version > 0 ? (
                      <>
                        Version {summary.version}, <When value={summary.updatedAt} /> by {summary.author}
                      </>
                    ) : (
                      'Not yet (defaults)'
                    )}
                  </td>
                  <td>
                    {summary.draft ? (
                      <>
                        <span className="status status-draft">Draft</span> by {summary.draft.author}, <When value={summary.draft.updatedAt} />
                      </>
                    ) : (
                      'None'
                    )}
                  </td>
                  <td>{summary.problems > 0 ? <span className="status status-problems">{summary.problems === 1 ? 'One problem' : `${summary.problems} problems`}</span> : 'None'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
