import { useId } from 'react';
import { Form, Link } from 'react-router';
import { addressTypes, type AddressTypeId } from '../../../core/customers/address-types';
import type { AddressRow } from '../../../core/customers/address-book.server';
import type { CountryView } from '../../../core/shipping/shipping.server';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { useFormFailure } from '../../lib/use-form-failure';
import { AddressFields, addressFormFields, type AddressValues } from './address-fields';

/** A one-button form for an address of the list: make it the default, or delete it. */
function AddressAction({
  intent,
  addressId,
  label,
  accessibleLabel,
  busy,
  className = '',
}: {
  intent: 'default' | 'delete';
  addressId: number;
  label: string;
  /** Names the address, so a screen reader's list of buttons says which one. */
  accessibleLabel: string;
  busy: boolean;
  className?: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="addressId" value={addressId} />
      <button
        type="submit"
        className={`underline underline-offset-2 ${className}`}
        disabled={busy}
        aria-label={accessibleLabel}
      >
        {label}
      </button>
    </Form>
  );
}

/** The book's addresses, each with its links to edit it, make it the default or delete it. */
export function AddressList({
  addresses,
  countries,
  busy,
}: {
  addresses: AddressRow[];
  countries: CountryView[];
  busy: boolean;
}) {
  const { t } = useTranslation();
  const countryName = (id: number) => countries.find((country) => country.id === id)?.name ?? '';
  if (addresses.length === 0) return <p className="mb-6 text-slate-700">{t('address.empty')}</p>;
  return (
    <ul aria-label={t('address.list')} className="mb-8 grid gap-4 sm:grid-cols-2">
      {addresses.map((address) => {
        const name = `${address.firstName} ${address.lastName}`;
        return (
          <li key={address.id} className="rounded-lg border border-slate-200 p-4">
            {address.isPrimary ? (
              <p className="mb-2 text-sm font-semibold text-primary-800">{t('address.default')}</p>
            ) : null}
            <address className="not-italic">
              {address.companyName ? <span className="block">{address.companyName}</span> : null}
              <span className="block">{name}</span>
              <span className="block">
                {address.streetName} {address.houseNumber}
              </span>
              {address.apartment ? <span className="block">{address.apartment}</span> : null}
              <span className="block">
                {address.zipCode} {address.city}
              </span>
              <span className="block">{countryName(address.countryId)}</span>
            </address>
            <div className="mt-3 flex flex-wrap gap-3 text-sm">
              <Link
                to={`?edit=${address.id}`}
                className="underline underline-offset-2"
                aria-label={t('address.editLabel', { name })}
              >
                {t('address.edit')}
              </Link>
              {address.isPrimary ? null : (
                <AddressAction
                  intent="default"
                  addressId={address.id}
                  label={t('address.makeDefault')}
                  accessibleLabel={t('address.makeDefaultLabel', { name })}
                  busy={busy}
                />
              )}
              <AddressAction
                intent="delete"
                addressId={address.id}
                label={t('address.delete')}
                accessibleLabel={t('address.deleteLabel', { name })}
                busy={busy}
                className="text-red-800"
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function valuesOf(address: AddressRow | undefined): AddressValues {
  if (!address) return { countryId: '1' };
  return Object.fromEntries(
    addressFormFields.map((name) => {
      const value = address[name as keyof AddressRow];
      return [name, name === 'isPrimary' ? (value ? '1' : '') : value === null ? '' : String(value)];
    }),
  );
}

/** Spec §3 "use as billing / use as shipping address": the address goes into the other book too. */
function AlsoForOtherType({ typeId, checked }: { typeId: AddressTypeId; checked: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name="alsoUseForOtherType"
        value="1"
        defaultChecked={checked}
        className="mt-1 size-4"
      />
      <label htmlFor={id}>
        {t(typeId === addressTypes.billing ? 'address.alsoUseAsShipping' : 'address.alsoUseAsBilling')}
      </label>
    </div>
  );
}

/** The form for a new address (`?edit=new`) or a changed one (`?edit=<id>`); a refusal keeps what was typed. */
export function AddressForm({
  typeId,
  editing,
  edited,
  countries,
  failure,
  busy,
}: {
  /** The book the form saves into: the other one is offered as "also use as …". */
  typeId: AddressTypeId;
  /** The `?edit=` of the page: the form's key, so another address starts a fresh form. */
  editing: string | null;
  edited: AddressRow | undefined;
  countries: CountryView[];
  failure: FormFailure<AddressValues> | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const formRef = useFormFailure(failure);
  return (
    <section aria-labelledby="address-form-title" className="max-w-2xl">
      <h2 id="address-form-title" className="mb-4 text-xl font-semibold">
        {t(edited ? 'address.formTitleEdit' : 'address.formTitleNew')}
      </h2>
      <Form ref={formRef} method="post" noValidate className="space-y-6" key={editing}>
        <input type="hidden" name="intent" value="save" />
        {edited ? <input type="hidden" name="addressId" value={edited.id} /> : null}
        <AddressFields
          countries={countries}
          values={failure?.values ?? valuesOf(edited)}
          errors={failure?.fieldErrors ?? {}}
        />
        <AlsoForOtherType typeId={typeId} checked={failure?.values.alsoUseForOtherType === '1'} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="button-primary" disabled={busy}>
            {t('address.save')}
          </button>
          <Link to="?" className="button-secondary">
            {t('address.cancel')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
