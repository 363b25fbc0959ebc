import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { FormFailureAlert } from '../../components/form-field';
import type { FormFailure } from '../../lib/form-result';

/**
 * The frame of a manufacturer's or a tag's form (issue 37): its heading (which also names the
 * form), a way back to a new one while editing, the refusal's message, and – for an existing
 * record – its id with the version the form was first read at: a refused form sent again keeps
 * it, so a save made by someone else meanwhile is not overwritten unseen.
 */
export function RecordFormFrame({
  titleId,
  title,
  record,
  values,
  failure,
  cancelEdit,
  formClassName,
  children,
}: {
  titleId: string;
  title: string;
  record: { id: number; version: number } | null;
  values: Record<string, string>;
  failure: FormFailure | null;
  cancelEdit: string;
  formClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      {record ? (
        <p>
          <Link to="." className="underline underline-offset-2">
            {cancelEdit}
          </Link>
        </p>
      ) : null}
      <FormFailureAlert formError={failure?.formError} />
      <Form method="post" noValidate className={formClassName} aria-labelledby={titleId}>
        {record ? <input type="hidden" name="id" value={record.id} /> : null}
        {record ? <input type="hidden" name="version" value={values.version ?? record.version} /> : null}
        {children}
      </Form>
    </section>
  );
}
