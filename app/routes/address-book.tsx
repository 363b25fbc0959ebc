import { pageMeta } from '../lib/page-meta';
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import type { AddressRow } from '../../core/customers/address-book.server';
import { FormAlert } from '../components/form-field';
import { AddressFields, addressFormFields, type AddressValues } from '../features/account/address-fields';
import { addressCallInput } from '../features/account/address-call-input';
import { useTranslation } from '../i18n/use-translation';
import { requireCustomer } from '../lib/account-routes';
import { errorStatus, formFailure } from '../lib/form-result';
import { formId, typedValues } from '../lib/form-values';
import { useFormFailure } from '../lib/use-form-failure';
import { shopContext } from '../shop-context';
import type { Route } from './+types/address-book';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }, { t }) => ({
  title: loaderData ? t(loaderData.typeId === 1 ? 'address.billingTitle' : 'address.shippingTitle') : undefined,
  robots: 'noindex, nofollow',
}));

/** Spec §3 address types: the page's path says which book it is. */
const typeOf = (request: Request): 1 | 2 => (new URL(request.url).pathname.includes('/shipping-details') ? 2 : 1);

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  const typeId = typeOf(request);
  const [addresses, countries] = await Promise.all([
    shop.call('getAddresses', { typeId }),
    shop.call('getCountries', {}),
  ]);
  return { typeId, addresses, countries };
}

/**
 * One action for the book: save (new or changed), delete, make default. After a change the page
 * is read again without the form (?done= names what happened); a refused form stays open with
 * everything typed.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  const typeId = typeOf(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const addressId = formId(form.get('addressId'));
  // Client-side submissions post to the page's .data URL; the redirect goes to the page.
  const page = new URL(request.url).pathname.replace(/\.data$/, '');
  const values = typedValues(form, [...addressFormFields]);
  try {
    if (intent === 'delete' || intent === 'default') {
      await shop.call(intent === 'delete' ? 'deleteAddress' : 'setDefaultAddress', {
        addressId: addressId ?? 0,
        typeId,
      });
      return redirect(`${page}?done=${intent === 'delete' ? 'deleted' : 'defaultSet'}`, 303);
    }
    await shop.call('doSaveAddress', addressCallInput(values, typeId, addressId));
    return redirect(`${page}?done=saved`, 303);
  } catch (error) {
    return data(formFailure(error, values), errorStatus(error));
  }
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

/** /my-account/billing-details and /my-account/shipping-details: one address book each. */
export default function AddressBook({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { typeId, addresses, countries } = loaderData;
  const editing = searchParams.get('edit');
  const edited = addresses.find((address) => String(address.id) === editing);
  const formOpen = editing === 'new' || edited !== undefined;
  const formRef = useFormFailure(actionData);
  const done = searchParams.get('done');
  const title = t(typeId === 1 ? 'address.billingTitle' : 'address.shippingTitle');
  const countryName = (id: number) => countries.find((country) => country.id === id)?.name ?? '';
  const busy = navigation.state !== 'idle';

  return (
    <>
      <h1 className="mb-6 text-3xl font-semibold">{title}</h1>
      <div role="status">
        {done === 'saved' || done === 'deleted' || done === 'defaultSet' ? (
          <p className="mb-6 rounded-md bg-green-50 p-3 text-green-900">{t(`address.${done}`)}</p>
        ) : null}
      </div>
      {actionData?.formError ? (
        <FormAlert>{t(`storefrontError.${actionData.formError.key}` as 'storefrontError.unknownError')}</FormAlert>
      ) : null}

      {addresses.length === 0 ? (
        <p className="mb-6 text-slate-700">{t('address.empty')}</p>
      ) : (
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
      )}

      {formOpen ? (
        <section aria-labelledby="address-form-title" className="max-w-2xl">
          <h2 id="address-form-title" className="mb-4 text-xl font-semibold">
            {t(edited ? 'address.formTitleEdit' : 'address.formTitleNew')}
          </h2>
          <Form ref={formRef} method="post" noValidate className="space-y-6" key={editing}>
            <input type="hidden" name="intent" value="save" />
            {edited ? <input type="hidden" name="addressId" value={edited.id} /> : null}
            <AddressFields
              countries={countries}
              values={actionData?.values ?? valuesOf(edited)}
              errors={actionData?.fieldErrors ?? {}}
            />
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
      ) : (
        <Link to="?edit=new" className="button-primary">
          {t('address.add')}
        </Link>
      )}
    </>
  );
}
