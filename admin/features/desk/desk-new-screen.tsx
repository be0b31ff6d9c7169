import { useState, type FormEvent } from 'react';
import type { DeskKindName } from '../../../schemas/desk/desk-kinds.ts';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { adminHref } from '../../kits/navigation/admin-routes.ts';
import { navigate } from '../../kits/navigation/navigation.ts';
import { newValueOf } from '../../kits/schema-form/form-values.ts';
import { SchemaForm } from '../../kits/schema-form/schema-form.tsx';
import { useNotice } from '../../kits/ui/notices.tsx';
import { PageHeading } from '../../kits/ui/page-heading.tsx';
import { deskFormModel } from './desk-forms.ts';
import { kindNames, titleOf } from './desk-kind-text.ts';
import { referenceWidgets } from './reference-select.tsx';
import { useDeskCreate } from './use-desk.ts';

/** A new item of a kind: the same generated form, empty; it is created as a draft readers do not see. */
export function DeskNewScreen({ sld, kind }: { sld: string; kind: DeskKindName }) {
  const model = deskFormModel(kind);
  const names = kindNames[kind];
  const [data, setData] = useState(() => newValueOf(model));
  const create = useDeskCreate(sld, kind);
  const notice = useNotice();
  const problem = create.error ? apiProblemOf(create.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(data as Record<string, unknown>, {
      onSuccess: (item) => {
        navigate(adminHref('deskItem', { sld, kind, id: item.id }), { replace: true });
        notice.show({ message: `${titleOf(item)}: created as a draft. Readers see it once it is published.` });
      },
    });
  };

  return (
    <>
      <PageHeading title={`New ${names.one}`}>New {names.one}</PageHeading>
      {problem && problem.problems.length === 0 ? (
        <p className="form-problem" role="alert">
          {problem.message}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={`The new ${names.one}`}>
        <SchemaForm model={model} value={data} onChange={setData} problems={problem?.problems} idPrefix={`desk-${kind}`} widgets={referenceWidgets} />
        <div className="button-row form-actions">
          <button type="submit" className="primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : `Create the ${names.one}`}
          </button>
        </div>
      </form>
    </>
  );
}
