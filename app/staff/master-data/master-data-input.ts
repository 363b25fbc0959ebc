import { ApiError, isApiError } from '../../../core/api/errors';
import { formFailure, type FormFailure } from '../../lib/form-result';

/**
 * The master data forms (issue 37: manufacturers and tags) read into their calls' input, and a
 * call's refusal back to the fields. A field of a part has the part in its name: the responsible
 * person's e-mail is `responsiblePerson-email`, the German slug `slugs-de`, so no two fields
 * share a name (the maker has an e-mail too).
 */
export const makerFields = [
  'name',
  'externalName',
  'legalName',
  'logoUrl',
  'url',
  'contactUrl',
  'street',
  'houseNo',
  'postcode',
  'town',
  'country',
  'email',
  'phoneNumber',
  'faxNumber',
] as const;

export const personFields = [
  'name',
  'street',
  'houseNo',
  'postCode',
  'town',
  'country',
  'email',
  'phoneNo',
  'contactUrl',
] as const;

export const tagFields = ['names-de', 'names-en', 'slugs-de', 'slugs-en', 'color'] as const;

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
/** The form's record: its id and the version it was read at (issue 37: a save from an older one is refused). */
const idOf = (form: FormData) => {
  const typed = text(form, 'id');
  if (!/^[1-9]\d{0,9}$/.test(typed)) return {};
  return { id: Number(typed), version: versionOf(form) };
};

/** The version a form or a delete button was read at; none when it sends none (the call refuses that). */
export function versionOf(form: FormData): number | undefined {
  const typed = text(form, 'version');
  return /^\d{1,10}$/.test(typed) ? Number(typed) : undefined;
}

/** doSaveManufacturer's input; a responsible person left empty is sent empty and saved as none. */
export function manufacturerInput(form: FormData) {
  const maker = Object.fromEntries(makerFields.map((field) => [field, text(form, field)]));
  const person = Object.fromEntries(personFields.map((field) => [field, text(form, `responsiblePerson-${field}`)]));
  return { manufacturer: { ...idOf(form), ...maker, responsiblePerson: person } };
}

/** doSaveTag's input. */
export function tagInput(form: FormData) {
  return {
    tag: {
      ...idOf(form),
      names: { de: text(form, 'names-de'), en: text(form, 'names-en') },
      slugs: { de: text(form, 'slugs-de'), en: text(form, 'slugs-en') },
      color: text(form, 'color'),
    },
  };
}

/** The form's own field name of a call's field path: `manufacturer.responsiblePerson.email` → `responsiblePerson-email`. */
export const formFieldOf = (path: string) => path.split('.').slice(1).join('-') || 'form';

/** A refusal of a save with each problem at its field (a 5xx goes on to the error page). */
export function masterDataFailure(error: unknown, form: FormData, fields: readonly string[]): FormFailure {
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  const renamed = isApiError(error)
    ? new ApiError({
        status: error.status,
        key: error.key,
        message: error.message,
        values: error.values,
        cause: error.causes.map((problem) => ({ ...problem, field: formFieldOf(problem.field) })),
      })
    : error;
  return formFailure(renamed, values, { fields });
}
