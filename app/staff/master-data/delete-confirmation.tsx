import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';

/**
 * "Really?" before a manufacturer or a tag is deleted: it takes the focus when it opens, and only
 * its own button sends the delete (with `confirmed=yes`).
 */
export function DeleteConfirmation({
  id,
  version,
  label,
  title,
  text,
  confirm,
}: {
  id: number;
  /** The version the delete button was read at: one saved since is not deleted unseen. */
  version: number | undefined;
  /** The name the done message names. */
  label: string;
  title: string;
  text: string;
  confirm: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [id]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="master-data-confirm-title"
      className="space-y-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 outline-none"
    >
      <h2 id="master-data-confirm-title" className="font-semibold">
        {title}
      </h2>
      <p>{text}</p>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="id" value={id} />
        {version === undefined ? null : <input type="hidden" name="version" value={version} />}
        <input type="hidden" name="label" value={label} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" name="intent" value="delete" className="button-primary">
          {confirm}
        </button>
        <Link to="." className="button-secondary">
          {t('staff.masterData.confirmCancel')}
        </Link>
      </Form>
    </section>
  );
}
