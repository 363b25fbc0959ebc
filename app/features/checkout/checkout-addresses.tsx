import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/use-translation';
import { AddressFields, addressFormFields, type AddressValues } from '../account/address-fields';
import { AddressLines } from './address-lines';
import { deliveryPrefix } from './checkout-form';
import type { BookAddress, Country, SavedAddress } from './checkout-types';
import { FieldsetError } from '../../components/form-field';
import { legendClass, sectionClass } from './checkout-section';

/**
 * The checkout's address sections. A customer chooses from the address book; a guest types the
 * billing address (and, when the box is ticked, a separate delivery address) right here.
 */

/** A saved address as the address form's values (a new one starts in Germany). */
function addressValuesOf(address: SavedAddress | null): AddressValues {
  if (!address) return { countryId: '1' };
  return Object.fromEntries(
    addressFormFields.map((name) => {
      const value = address[name as keyof typeof address];
      return [name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** One address of a book as a choice of the checkout (a radio button labelled by the address). */
function AddressChoice({
  name,
  address,
  countryName,
  checked,
  invalid = false,
  onChange,
}: {
  name: 'billingAddressId' | 'deliveryAddressId';
  address: BookAddress;
  countryName?: string;
  checked: boolean;
  invalid?: boolean;
  onChange: () => void;
}) {
  return (
    <li>
      <label className="flex gap-3">
        <input
          type="radio"
          name={name}
          value={address.id}
          defaultChecked={checked}
          onChange={onChange}
          data-invalid={invalid ? true : undefined}
          className="mt-1"
        />
        <AddressLines address={address} countryName={countryName} />
      </label>
    </li>
  );
}

export function BillingAddressSection(props: {
  isGuest: boolean;
  saved: SavedAddress | null;
  book: BookAddress[];
  chosenId: number | null;
  countries: Country[];
  countryNames: Record<number, string>;
  /** The guest's address as typed, after a refusal. */
  typed?: AddressValues;
  errors: Record<string, string>;
  busy: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const { errors } = props;
  return (
    <fieldset className={sectionClass} aria-describedby={errors.billingAddressId ? 'billing-error' : undefined}>
      <legend className={legendClass}>{t('checkout.billingAddress')}</legend>
      {props.isGuest ? (
        // The form, filled with what was saved or typed. The saved address's id rides along, so
        // saving again changes it instead of adding another; the order button saves it too.
        <div className="space-y-4">
          {props.saved ? <input type="hidden" name="billingAddressId" value={props.saved.id} /> : null}
          <AddressFields
            countries={props.countries}
            values={props.typed ?? addressValuesOf(props.saved)}
            errors={errors}
            withPrimary={false}
          />
          <button type="submit" name="intent" value="saveAddress" className="button-secondary" disabled={props.busy}>
            {t('checkout.saveAddress')}
          </button>
        </div>
      ) : props.book.length === 0 ? (
        <p>{t('checkout.noBillingAddress')}</p>
      ) : (
        <ul className="space-y-3">
          {props.book.map((address) => (
            <AddressChoice
              key={address.id}
              name="billingAddressId"
              address={address}
              countryName={props.countryNames[address.countryId]}
              checked={address.id === props.chosenId}
              invalid={Boolean(errors.billingAddressId)}
              onChange={props.onChange}
            />
          ))}
        </ul>
      )}
      <FieldsetError id="billing-error" error={errors.billingAddressId} />
      {props.isGuest ? null : (
        <LocalizedLink
          to="/my-account/billing-details?edit=new"
          className="mt-3 inline-block underline underline-offset-2"
        >
          {t('checkout.manageAddresses')}
        </LocalizedLink>
      )}
    </fieldset>
  );
}

export function DeliveryAddressSection(props: {
  isGuest: boolean;
  saved: SavedAddress | null;
  book: BookAddress[];
  chosenId: number | null;
  countries: Country[];
  countryNames: Record<number, string>;
  typed?: { values: AddressValues; separate: boolean };
  errors: Record<string, string>;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  if (props.isGuest) return <GuestDeliveryAddress {...props} />;
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{t('checkout.deliveryAddress')}</legend>
      <ul className="space-y-3">
        <li>
          <label className="flex gap-3">
            <input
              type="radio"
              name="deliveryAddressId"
              value="0"
              defaultChecked={props.chosenId === null}
              onChange={props.onChange}
            />
            {t('checkout.sameAsBilling')}
          </label>
        </li>
        {props.book.map((address) => (
          <AddressChoice
            key={address.id}
            name="deliveryAddressId"
            address={address}
            countryName={props.countryNames[address.countryId]}
            checked={address.id === props.chosenId}
            onChange={props.onChange}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * A guest's delivery address: "same as billing" unless the box is ticked, which shows a second
 * address form (a CSS sibling rule, so it also opens without JavaScript).
 */
function GuestDeliveryAddress({
  saved,
  countries,
  typed,
  errors,
}: {
  saved: SavedAddress | null;
  countries: Country[];
  typed?: { values: AddressValues; separate: boolean };
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  // The box is the only input of this fieldset that can be checked (selected options also
  // match :checked, hence input:checked): ticking it opens the form.
  return (
    <fieldset className={`group ${sectionClass}`}>
      <legend className={legendClass}>{t('checkout.deliveryAddress')}</legend>
      {saved ? <input type="hidden" name="deliveryAddressId" value={saved.id} /> : null}
      <label className="flex gap-3">
        <input
          type="checkbox"
          name="separateDelivery"
          value="1"
          defaultChecked={typed ? typed.separate : saved !== null}
          className="mt-1"
        />
        {t('checkout.separateDelivery')}
      </label>
      <div className="mt-4 hidden group-has-[input:checked]:block">
        <AddressFields
          countries={countries}
          values={typed?.separate ? typed.values : addressValuesOf(saved)}
          errors={errors}
          withPrimary={false}
          namePrefix={deliveryPrefix}
          autoCompleteSection="shipping"
        />
      </div>
    </fieldset>
  );
}
