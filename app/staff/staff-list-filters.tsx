import { Form, Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation';

/**
 * The parts the staff lists' filter forms share (orders, items, customers, subscribers): a GET form
 * each, so a filtered list is a link staff can keep or share.
 */
export const staffFieldClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2';

/** The filter form: a search landmark named for its list, in a grid of `columns` on wide screens. */
export function StaffFilterForm(props: { label: string; columns: 4 | 5 | 6; children: React.ReactNode }) {
  // Whole class names, so Tailwind finds them.
  const wide = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5', 6: 'lg:grid-cols-6' }[props.columns];
  return (
    <Form
      method="get"
      role="search"
      aria-label={props.label}
      className={`grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 ${wide}`}
    >
      {props.children}
    </Form>
  );
}

/** The search box, with the hint that says what it finds. */
export function StaffSearchField(props: { label: string; hint?: string; hintId?: string; defaultValue: string }) {
  return (
    <label className="font-medium lg:col-span-2">
      {props.label}
      <input
        name="search"
        type="search"
        defaultValue={props.defaultValue}
        className={staffFieldClass}
        aria-describedby={props.hint ? props.hintId : undefined}
      />
      {props.hint ? (
        <span id={props.hintId} className="mt-1 block text-sm font-normal text-slate-700">
          {props.hint}
        </span>
      ) : null}
    </label>
  );
}

/** A choice of one of a few values (a state, a sort order, a page size). */
export function StaffChoiceField(props: {
  label: string;
  name: string;
  defaultValue: string;
  options: ReadonlyArray<{ value: string | number; label: string | number }>;
}) {
  return (
    <label className="font-medium">
      {props.label}
      <select name={props.name} defaultValue={props.defaultValue} className={staffFieldClass}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** How many entries a page shows. */
export function StaffPageSizeField({ sizes, value }: { sizes: readonly number[]; value: number }) {
  const { t } = useTranslation();
  return (
    <StaffChoiceField
      label={t('staff.orders.perPage')}
      name="itemsPerPage"
      defaultValue={String(value)}
      options={sizes.map((size) => ({ value: size, label: size }))}
    />
  );
}

/** Apply the filters, or go back to the whole list. */
export function StaffFilterButtons({ className, submit }: { className: string; submit?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <button type="submit" className="button-primary">
        {submit ?? t('staff.orders.apply')}
      </button>
      <Link to="?" className="button-secondary">
        {t('staff.orders.reset')}
      </Link>
    </div>
  );
}
