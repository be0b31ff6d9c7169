import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { deskUploadLimits, uploadKindOf, uploadRefusedData } from '../../../../schemas/desk/desk-upload.ts';
import { apiProblemOf } from '../../../kits/api/api-problem.ts';
import type { AdminRouteQuery } from '../../../kits/navigation/admin-routes.ts';
import { newValueOf } from '../../../kits/schema-form/form-values.ts';
import { SchemaForm } from '../../../kits/schema-form/schema-form.tsx';
import { PageHeading } from '../../../kits/ui/page-heading.tsx';
import { pdfMetadataModel } from './pdf-metadata-form.ts';
import { PlacementFields, type PlacementDraft } from './placement-fields.tsx';
import { RefusedFiles, UploadedDrafts } from './upload-outcome.tsx';
import { UploadProgressView } from './upload-progress-view.tsx';
import { useUpload } from './use-upload.ts';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const metadataPrefix = 'metadata.';

/** What the form lacks before it may be sent, in words (undefined: nothing). */
function missingBeforeSending(file: File | undefined, placement: PlacementDraft): string | undefined {
  if (!file) return 'Choose a file to upload.';
  const kind = uploadKindOf(file.name);
  if (!kind) return `${file.name} is not a JATS package (.zip), a JATS XML file (.xml) or a PDF (.pdf).`;
  if (file.size > deskUploadLimits[kind]) return `${file.name} is ${megabytes(file.size)}, over the limit of ${megabytes(deskUploadLimits[kind])}.`;
  if (placement.journalId === undefined) return 'Choose the journal.';
  if (placement.stage === 'issue' && placement.issueId === undefined) return 'Choose the issue, or the stage online first or just accepted.';
  return undefined;
}

/**
 * Uploading articles to the desk: a JATS package, a JATS XML file, or a PDF with its metadata form, placed in an
 * issue (and column) or a stage. Two progress bars follow it (bytes sent, then the server's work); then the drafts it
 * made, each a link to its edit screen, or each file refused and why (nothing was saved).
 */
export function UploadScreen({ sld, preset }: { sld: string; preset: AdminRouteQuery<'deskUpload'> }) {
  const [file, setFile] = useState<File | undefined>();
  const [placement, setPlacement] = useState<PlacementDraft>(() => ({ journalId: preset.journalId, issueId: preset.issueId, stage: 'issue' }));
  const model = pdfMetadataModel();
  const [metadata, setMetadata] = useState(() => newValueOf(model));
  const [unready, setUnready] = useState<string | undefined>();
  const { upload, sent, allSent, processing, cancel, prepare } = useUpload(sld);
  const onPlacement = useCallback((next: PlacementDraft) => setPlacement(next), []);

  const kind = file ? uploadKindOf(file.name) : undefined;
  const stopped = upload.error instanceof DOMException && upload.error.name === 'AbortError';
  // Read once per reply: the metadata form's problem list takes the focus whenever its problems change.
  const { problem, refused, placementProblems, metadataProblems } = useMemo(() => {
    const read = upload.error ? apiProblemOf(upload.error) : undefined;
    const all = read?.problems ?? [];
    const refusedFiles = read ? uploadRefusedData.safeParse(read.data) : undefined;
    return {
      problem: read,
      refused: refusedFiles?.success ? refusedFiles.data.refused : undefined,
      placementProblems: new Map(all.filter(({ path }) => !path.startsWith('metadata')).map(({ path, message }) => [path, message])),
      metadataProblems: all.filter(({ path }) => path.startsWith(metadataPrefix)).map(({ path, message }) => ({ path: path.slice(metadataPrefix.length), message })),
    };
  }, [upload.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingBeforeSending(file, placement);
    setUnready(missing);
    if (missing || !file || placement.journalId === undefined) return;
    upload.mutate({ file, placement: { ...placement, journalId: placement.journalId }, metadata: kind === 'pdf' ? metadata : undefined });
  };

  const shownProblem = unready ?? (stopped ? 'Stopped: nothing was saved.' : problem && !refused ? problem.message : undefined);
  return (
    <>
      <PageHeading title={`Upload articles · ${sld}`}>Upload articles</PageHeading>
      <p>
        A JATS package (a .zip of the article XML with its images, PDF and supplementary files; several articles may share one), a JATS XML file, or a PDF with its metadata. The
        articles arrive as drafts: readers see each once it is published.
      </p>
      <form onSubmit={submit} noValidate aria-label="The upload">
        <div className="field">
          <label htmlFor="upload-file">
            File <span className="required">(required)</span>
          </label>
          <input
            id="upload-file"
            type="file"
            accept=".zip,.xml,.pdf,application/zip,application/xml,text/xml,application/pdf"
            aria-describedby="upload-file-help"
            disabled={upload.isPending}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              setUnready(undefined);
              upload.reset();
              const chosenKind = chosen ? uploadKindOf(chosen.name) : undefined;
              if (chosenKind === 'package' || chosenKind === 'jats') prepare();
            }}
          />
          <p className="help" id="upload-file-help">
            At most {megabytes(deskUploadLimits.package)} for a package, {megabytes(deskUploadLimits.pdf)} for an XML file or a PDF.
          </p>
        </div>
        <PlacementFields sld={sld} value={placement} onChange={onPlacement} problems={placementProblems} disabled={upload.isPending} />
        {kind === 'pdf' ? (
          <fieldset disabled={upload.isPending}>
            <legend>What the PDF is: its metadata</legend>
            <SchemaForm model={model} value={metadata} onChange={setMetadata} problems={metadataProblems} idPrefix="upload-metadata" />
          </fieldset>
        ) : null}
        {shownProblem ? (
          <p className="form-problem" role="alert">
            {shownProblem}
          </p>
        ) : null}
        <div className="button-row form-actions">
          <button type="submit" className="primary" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </button>
          {upload.isPending && !allSent ? (
            <button type="button" onClick={cancel}>
              Stop the upload
            </button>
          ) : null}
        </div>
      </form>
      {file && sent && (upload.isPending || upload.isSuccess || upload.isError) ? (
        <UploadProgressView fileName={file.name} sent={sent} processing={processing} finished={upload.data && { drafts: upload.data.drafts.length }} stopped={upload.isError} />
      ) : null}
      {upload.data ? <UploadedDrafts sld={sld} result={upload.data} /> : null}
      {refused ? <RefusedFiles refused={refused} /> : null}
    </>
  );
}
