import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { CaptchaReply } from '../../schemas/account/auth-api.ts';
import { FieldError } from './FieldError.tsx';

const captchaRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  input {
    flex: 1 1 120px;
  }
  img {
    height: 40px;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius, 6px);
    background: #fff;
  }
`;

export type CaptchaFieldProps = {
  captcha: CaptchaReply | null;
  failed: boolean;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** The captcha's picture, a button for another one, and the answer's input (labelled, its error announced). */
export function CaptchaField({ captcha, failed, onRefresh, value, onChange, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="mh-field">
      <label htmlFor={inputId}>{t('personal.captcha.label')}</label>
      <div css={captchaRow}>
        <input
          id={inputId}
          name="captcha"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          inputMode="text"
          maxLength={16}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {captcha ? <img src={captcha.image} alt={t('personal.captcha.image')} /> : <span>{failed ? t('common.dataFailed') : t('common.loading')}</span>}
        <button type="button" onClick={onRefresh}>
          {t('personal.captcha.refresh')}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
