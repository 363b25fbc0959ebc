import { pageMeta } from '../lib/page-meta';
import { data, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { FormAlert } from '../components/form-field';
import { AddressForm, AddressList } from '../features/account/address-book';
import { addressFormFields } from '../features/account/address-fields';
import { addressCallInput } from '../features/account/address-call-input';
import { addressTypes, type AddressTypeId } from '../../core/customers/address-types';
import { useTranslation } from '../i18n/use-translation';
import { requireCustomer } from '../lib/account-routes';
import { errorStatus, formFailure, formRefusal } from '../lib/form-result';
import { isApiError } from '../../core/api/errors';
import { formId, typedValues } from '../lib/form-values';
import { shopContext } from '../shop-context';
import type { Route } from './+types/address-book';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }, { t }) => ({
  title: loaderData
    ? t(loaderData.typeId === addressTypes.billing ? 'address.billingTitle' : 'address.shippingTitle')
    : undefined,
  robots: 'noindex, nofollow',
}));

/** Spec §3 address types: the page's path says which book it is. */
const typeOf = (request: Request): AddressTypeId =>
  new URL(request.url).pathname.includes('/shipping-details') ? addressTypes.delivery : addressTypes.billing;

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
  const values = typedValues(form, [...addressFormFields, 'alsoUseForOtherType']);
  try {
    if (intent === 'delete' || intent === 'default') {
      await shop.call(intent === 'delete' ? 'deleteAddress' : 'setDefaultAddress', {
        addressId: addressId ?? 0,
        typeId,
      });
      return redirect(`${page}?done=${intent === 'delete' ? 'deleted' : 'defaultSet'}`, 303);
    }
    await shop.call('doSaveAddress', addressCallInput(values, typeId, addressId));
    return redirect(`${page}?done=${values.alsoUseForOtherType === '1' ? 'savedInBoth' : 'saved'}`, 303);
  } catch (error) {
    return data(addressFailure(error, intent, values), errorStatus(error));
  }
}

/**
 * What a refused or failed change says (spec §8 address messages): a fault of the shop (its
 * database away) keeps the form with everything typed and says the address could not be saved or
 * deleted; a refusal at fields names them and says the address was not accepted.
 */
function addressFailure(error: unknown, intent: string, values: Record<string, string>) {
  if (isApiError(error) && error.status >= 500) {
    return formRefusal(intent === 'delete' ? 'address.deleteFailed' : 'address.createFailed', values);
  }
  const failure = formFailure(error, values);
  return Object.keys(failure.fieldErrors).length > 0
    ? { ...failure, formError: { key: 'address.validationFailed', values: {} } }
    : failure;
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
  const done = searchParams.get('done');
  const title = t(typeId === addressTypes.billing ? 'address.billingTitle' : 'address.shippingTitle');
  const busy = navigation.state !== 'idle';

  return (
    <>
      <h1 className="mb-6 text-3xl font-semibold">{title}</h1>
      <div role="status">
        {done === 'saved' || done === 'savedInBoth' || done === 'deleted' || done === 'defaultSet' ? (
          <p className="mb-6 rounded-md bg-green-50 p-3 text-green-900">{t(`address.${done}`)}</p>
        ) : null}
      </div>
      {actionData?.formError ? (
        <FormAlert>{t(`storefrontError.${actionData.formError.key}` as 'storefrontError.unknownError')}</FormAlert>
      ) : null}
      <AddressList addresses={addresses} countries={countries} busy={busy} />
      {formOpen ? (
        <AddressForm
          typeId={typeId}
          editing={editing}
          edited={edited}
          countries={countries}
          failure={actionData}
          busy={busy}
        />
      ) : (
        <Link to="?edit=new" className="button-primary">
          {t('address.add')}
        </Link>
      )}
    </>
  );
}
