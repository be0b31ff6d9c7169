import { useState } from 'react';
import { studioImageLimits } from '../../../schemas/admin/studio-api.ts';
import { studioEndpoints } from '../../../schemas/api/studio-endpoints.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import type { FieldWidgetProps } from '../../kits/schema-form/form-context.ts';
import { useStudioSite } from './studio-site.ts';

const accepted = 'image/png,image/jpeg,image/gif,image/webp';
const maxMegabytes = studioImageLimits.maxBytes / 1024 / 1024;

/**
 * A picture's address (a logo, a cover): typed, or a picture uploaded from this computer (PNG, JPEG, GIF or WebP, at
 * most 5 MB, checked by its bytes on the server), whose address the server answers. A picture of this site is shown
 * small beside it (the back office's policy shows no picture from another host).
 */
export function PictureInput({ id, label, value, onChange, describedBy, invalid, required }: FieldWidgetProps) {
  const api = useAdminApi();
  const sld = useStudioSite();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; name: string } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const address = typeof value === 'string' ? value : '';
  const stateId = `${id}-upload-state`;

  const upload = (file: File | undefined) => {
    if (!file) return;
    if (file.size > studioImageLimits.maxBytes) return setState({ kind: 'failed', message: `${file.name} is larger than ${maxMegabytes} MB.` });
    const form = new FormData();
    form.append('file', file);
    setState({ kind: 'sending' });
    api.send(studioEndpoints.studioUploadImage, { params: { sld }, form }).then(
      (reply) => {
        onChange(reply.url);
        setState({ kind: 'done', name: file.name });
      },
      (error: unknown) => setState({ kind: 'failed', message: apiProblemOf(error).message }),
    );
  };

  return (
    <div className="picture-input">
      <input id={id} type="text" spellCheck={false} value={address} aria-describedby={describedBy} aria-invalid={invalid || undefined} aria-required={required || undefined} onChange={(event) => onChange(event.target.value)} />
      <div className="picture-upload">
        {address.startsWith('/') && !address.startsWith('//') ? <img src={address} alt="" className="picture-thumbnail" /> : null}
        <label htmlFor={`${id}-file`}>Upload a picture for {label}</label>
        <input id={`${id}-file`} type="file" accept={accepted} aria-describedby={stateId} disabled={state.kind === 'sending'} onChange={(event) => upload(event.target.files?.[0])} />
        <p id={stateId} className={state.kind === 'failed' ? 'field-error' : 'help'} role="status">
          {state.kind === 'sending'
            ? 'Uploading…'
            : state.kind === 'done'
              ? `${state.name} uploaded: its address is in the field. Save the draft to keep it.`
              : state.kind === 'failed'
                ? `Not uploaded: ${state.message}`
                : `PNG, JPEG, GIF or WebP, at most ${maxMegabytes} MB.`}
        </p>
      </div>
    </div>
  );
}
