import { useId, useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import type { PersonalAlbum } from '../../../schemas/account/member-api.ts';
import { memberMessage } from '../../../schemas/account/member-messages.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { buttonStyles } from '../../../kits/member/button-styles.ts';
import { checkMemberInput, type FieldMessages } from '../../../kits/member/check-member-input.ts';
import { Dialog } from '../../../kits/member/Dialog.tsx';
import { FieldError } from '../../../kits/member/FieldError.tsx';
import { formStyles } from '../../../kits/member/form-styles.ts';
import { LiveMessage } from '../../../kits/member/LiveMessage.tsx';
import { checkPicture, pictureAccept } from '../../../kits/member/picture-check.ts';
import { TextField } from '../../../kits/member/TextField.tsx';
import { useMemberAction } from '../../../kits/member/use-member-action.ts';

/** The album form as multipart: its text fields, and the cover when one was chosen. */
function albumForm(fields: Record<string, string>, cover: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (cover) form.append('cover', cover, cover.name);
  return form;
}

/**
 * A new album, or an album's edit (spec §3 Album: name, English name, cover). The cover is checked before it is sent
 * (spec §5: JPG or PNG, at most 3M); the name is required.
 */
export function AlbumEditor({ album, onClose }: { album: PersonalAlbum | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const action = useMemberAction();
  const [name, setName] = useState(album?.name ?? '');
  const [enName, setEnName] = useState(album?.enName ?? '');
  const [cover, setCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [problems, setProblems] = useState<FieldMessages>({});
  const ids = { name: useId(), cover: useId(), coverError: useId(), coverHint: useId() };

  const chooseCover = async (file: File | undefined) => {
    setCover(null);
    if (!file) return setProblems(({ cover: _cover, ...rest }) => rest);
    const problem = await checkPicture(file, 'cover');
    if (problem) return setProblems((current) => ({ ...current, cover: memberMessage(problem, lang) }));
    setProblems(({ cover: _cover, ...rest }) => rest);
    setCover(file);
  };

  const submit = async () => {
    if (problems.cover) return document.getElementById(ids.cover)?.focus();
    const fields: Record<string, string> = { name, enName, ...(album ? { id: String(album.id), removeCover: removeCover && !cover ? '1' : '0' } : {}) };
    const found = album ? await checkMemberInput('editAlbum', { name, enName, id: album.id }, lang) : await checkMemberInput('saveAlbum', { name, enName }, lang);
    if (found) {
      setProblems(found);
      document.getElementById(ids.name)?.focus();
      return;
    }
    const success = memberMessage('submittedSuccessfully', lang);
    const done = await action.run(album ? 'editAlbum' : 'saveAlbum', albumForm(fields, cover), { success, refresh: ['albumSearch', 'albumInfo'] });
    if (done) onClose();
  };

  return (
    <Dialog title={album ? t('personal.albums.editor.editTitle') : t('personal.albums.editor.createTitle')} onClose={onClose}>
      <form
        css={[formStyles, buttonStyles]}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          id={ids.name}
          label={
            <>
              {t('personal.albums.editor.name')} <span className="mh-required" aria-hidden="true">*</span>
            </>
          }
          type="text"
          value={name}
          required
          maxLength={50}
          onChange={setName}
          error={problems.name}
        />
        <TextField label={t('personal.albums.editor.enName')} type="text" value={enName} maxLength={100} onChange={setEnName} lang="en" />
        <div className="mh-field">
          <label htmlFor={ids.cover}>{t('personal.albums.editor.cover')}</label>
          <input
            id={ids.cover}
            type="file"
            accept={pictureAccept.cover}
            onChange={(event) => void chooseCover(event.target.files?.[0])}
            aria-invalid={problems.cover ? true : undefined}
            aria-describedby={problems.cover ? `${ids.coverHint} ${ids.coverError}` : ids.coverHint}
          />
          <p id={ids.coverHint} className="mh-hint">
            {t('personal.albums.editor.coverHint')}
          </p>
          <FieldError id={ids.coverError} message={problems.cover} />
          {album?.coverUrl ? (
            <label>
              <input type="checkbox" checked={removeCover} onChange={(event) => setRemoveCover(event.target.checked)} /> {t('personal.albums.editor.removeCover')}
            </label>
          ) : null}
        </div>
        <LiveMessage message={action.failure} tone="error" />
        <div className="mh-dialog-actions">
          <button type="button" onClick={onClose}>
            {t('personal.cancel')}
          </button>
          <button type="submit" className="mh-primary" disabled={action.busy}>
            {t('personal.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
