import { useId, useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import type { MemberInfo, SaveInfoRequest } from '../../../schemas/account/member-api.ts';
import { accountMessage } from '../../../schemas/account/account-messages.ts';
import { memberMessage } from '../../../schemas/account/member-messages.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { checkMemberInput, type FieldMessages } from '../../../kits/member/check-member-input.ts';
import { FieldError } from '../../../kits/member/FieldError.tsx';
import { LiveMessage } from '../../../kits/member/LiveMessage.tsx';
import { useMemberAction } from '../../../kits/member/use-member-action.ts';

type ProfileValues = { [Field in 'name' | 'email' | 'region' | 'major' | 'institution' | 'researchField']: string } & { gender: '' | 'male' | 'female' };
type TextField = Exclude<keyof ProfileValues, 'gender'>;

/** The text fields in the form's order; spec §5 requires name, e-mail and research field. */
const textFields: { field: TextField; required: boolean; type: 'text' | 'email'; autoComplete: string; maxLength: number }[] = [
  { field: 'name', required: true, type: 'text', autoComplete: 'name', maxLength: 50 },
  { field: 'email', required: true, type: 'email', autoComplete: 'email', maxLength: 254 },
  { field: 'region', required: false, type: 'text', autoComplete: 'country-name', maxLength: 100 },
  { field: 'major', required: false, type: 'text', autoComplete: 'off', maxLength: 100 },
  { field: 'institution', required: false, type: 'text', autoComplete: 'organization', maxLength: 200 },
  { field: 'researchField', required: true, type: 'text', autoComplete: 'off', maxLength: 100 },
];

const valuesOf = (info: MemberInfo): ProfileValues => ({
  name: info.name,
  email: info.email,
  region: info.region,
  major: info.major,
  institution: info.institution,
  researchField: info.researchField,
  gender: info.gender ?? '',
});

/**
 * The profile (spec §3 Profile): name, mobile (read only: it changes under account), e-mail, region, major,
 * institution, research field and gender, checked with the server's rules (spec §5) and messages in the reader's
 * language before it is saved. The first field with a problem gets focus.
 */
export function ProfileForm({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const action = useMemberAction();
  const [values, setValues] = useState(() => valuesOf(info));
  const [problems, setProblems] = useState<FieldMessages>({});
  const idPrefix = useId();
  const idOf = (field: string) => `${idPrefix}-${field}`;

  const submit = async () => {
    const request: SaveInfoRequest = values;
    const found = await checkMemberInput('saveInfo', request, lang);
    setProblems(found ?? {});
    if (found) {
      const first = textFields.find(({ field }) => found[field]);
      if (first) document.getElementById(idOf(first.field))?.focus();
      return;
    }
    await action.run('saveInfo', request, { success: memberMessage('submittedSuccessfully', lang), refresh: ['info'] });
  };

  const input = ({ field, required, type, autoComplete, maxLength }: (typeof textFields)[number]) => (
    <div className="mh-field" key={field}>
      <label htmlFor={idOf(field)}>
        {t(`personal.profile.${field}`)}
        {required ? (
          <span className="mh-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={idOf(field)}
        name={field}
        type={type}
        value={values[field]}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={problems[field] ? idOf(`${field}-error`) : undefined}
      />
      <FieldError id={idOf(`${field}-error`)} message={problems[field]} />
    </div>
  );

  return (
    <form
      className="mh-profile-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {input(textFields[0]!)}
      <div className="mh-field">
        <label htmlFor={idOf('mobile')}>{t('personal.profile.mobile')}</label>
        <input id={idOf('mobile')} type="tel" value={info.mobile ?? accountMessage('mobileUnlinked', lang)} readOnly />
      </div>
      {textFields.slice(1).map(input)}
      <fieldset aria-describedby={problems.gender ? idOf('gender-error') : undefined}>
        <legend>{t('personal.profile.gender')}</legend>
        {(['male', 'female'] as const).map((gender) => (
          <label key={gender}>
            <input type="radio" name="gender" value={gender} checked={values.gender === gender} onChange={() => setValues({ ...values, gender })} /> {t(`personal.profile.${gender}`)}
          </label>
        ))}
        <FieldError id={idOf('gender-error')} message={problems.gender} />
      </fieldset>
      <LiveMessage message={action.failure} tone="error" />
      <button type="submit" className="mh-primary" disabled={action.busy}>
        {t('personal.save')}
      </button>
    </form>
  );
}
