import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { memberMessage } from '../../../schemas/account/member-messages.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { FieldError } from '../../../kits/member/FieldError.tsx';
import { LiveMessage } from '../../../kits/member/LiveMessage.tsx';
import { checkPicture, pictureAccept } from '../../../kits/member/picture-check.ts';
import { useMemberAction } from '../../../kits/member/use-member-action.ts';

const photoStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
  .mh-photo {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
    background: var(--mh-other, #e8f0fb);
  }
`;

/**
 * The profile picture (spec §3 Profile photo): the current one, and a file chooser whose picture is checked (spec §5:
 * JPG, PNG or BMP under 5M) and then uploaded at once.
 */
export function PhotoUpload({ photoUrl }: { photoUrl: string | null }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const action = useMemberAction();
  const [problem, setProblem] = useState('');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setProblem('');
    if (!file) return;
    const broken = await checkPicture(file, 'photo');
    if (broken) {
      setProblem(memberMessage(broken, lang));
      input.value = '';
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    await action.run('uploadPhoto', form, { success: memberMessage('submittedSuccessfully', lang), refresh: ['info'] });
    input.value = '';
  };

  return (
    <div css={photoStyles} className="mh-field">
      {photoUrl ? <img className="mh-photo" src={photoUrl} alt={t('personal.profile.photo')} /> : <span className="mh-photo" aria-hidden="true" />}
      <div>
        <label htmlFor={inputId}>{t('personal.profile.changePhoto')}</label>
        <input
          id={inputId}
          type="file"
          accept={pictureAccept.photo}
          disabled={action.busy}
          onChange={(event) => void upload(event.currentTarget)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        />
        <p id={hintId} className="mh-hint">
          {t('personal.profile.photoHint')}
        </p>
        <FieldError id={errorId} message={problem} />
        <LiveMessage message={action.failure} tone="error" />
      </div>
    </div>
  );
}
