import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { mailOutbox } from '../../core/db/customer-schema';
import { itemOrderProperties, variations } from '../../core/db/catalog-schema';
import { createBrowserLikeClient, type TestShop } from './test-shop';

/** The cart as the integration tests read it (the fields they check). */
export type TestCart = {
  id: number | null;
  items: Array<{
    id: number;
    variationId: number;
    quantity: number;
    unitPrice: number;
    linePrice: number;
    variation: { itemId: number };
    basketItemOrderParams: Array<{ name: string; value: string; price: number }>;
  }>;
  itemQuantity: number;
  itemSum: number;
  basketAmount: number;
  basketAmountNet: number;
  couponCode: string | null;
  couponDiscount: number;
  totalVats: Array<{ vatValue: number; vatAmount: number }>;
  availableStock?: number;
  apiEvents: Array<{ type: string } & Record<string, unknown>>;
};

export type CallAnswer<Data = TestCart> = {
  status: number;
  data?: Data;
  error?: { key: string; message: string; values?: Record<string, number> };
  events?: Array<{ type: string }>;
};

/**
 * A shopper with their own session (cookie and CSRF token) calling the BFF over HTTP. `headers`
 * go with every call (e.g. X-Forwarded-For for a shop with TRUST_PROXY: another client address).
 */
export async function createShopper(shop: TestShop, options: { headers?: Record<string, string> } = {}) {
  const browser = createBrowserLikeClient(shop.url);
  await browser.fetch('/api/getSession', { headers: options.headers });
  const call = async <Data = TestCart>(name: string, body: unknown = {}): Promise<CallAnswer<Data>> => {
    const response = await browser.fetch(`/api/${name}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': browser.csrfToken ?? '',
        locale: 'de',
        ...options.headers,
      },
    });
    const json = (await response.json()) as Omit<CallAnswer<Data>, 'status'>;
    // What the call left to do after its answer (its mails) is done before the test looks.
    await shop.services.background.settled();
    return { status: response.status, ...json };
  };
  return { call, browser };
}

/**
 * A simple variation: in stock (not oversold), one at a time, no order properties on its item,
 * optionally with more conditions.
 */
export async function findSimpleVariation(shop: TestShop, options: { minimumStock?: number; where?: SQL } = {}) {
  const [row] = await shop.services.db
    .select()
    .from(variations)
    .where(
      and(
        eq(variations.isActive, true),
        eq(variations.allowOversell, false),
        gt(variations.stock, options.minimumStock ?? 3),
        lt(variations.stock, 500),
        eq(variations.minimumOrderQuantity, 1),
        eq(variations.intervalOrderQuantity, 1),
        lt(variations.availabilityId, 9),
        sql`${variations.maximumOrderQuantity} is null`,
        sql`not exists (select 1 from ${itemOrderProperties} where ${itemOrderProperties.itemId} = ${variations.itemId})`,
        options.where,
      ),
    )
    .orderBy(variations.id)
    .limit(1);
  if (!row) throw new Error('No variation of the demo catalog fits the test');
  return row;
}

let customerCount = 0;

/** A registered, logged-in customer with a billing address in Berlin. */
export async function createCustomer(shop: TestShop, options: { headers?: Record<string, string> } = {}) {
  const shopper = await createShopper(shop, options);
  const email = `kunde.${Date.now()}.${++customerCount}@beispiel.de`;
  await registerAndConfirm(shop, shopper, { email, password: 'Glasklar2026' });
  const saved = await shopper.call<{ id: number }>('doSaveAddress', {
    typeId: 1,
    firstName: 'Anna',
    lastName: 'Berger',
    streetName: 'Spiegelgasse',
    houseNumber: '7',
    zipCode: '10115',
    city: 'Berlin',
    countryId: 1,
    stateId: 3,
  });
  if (saved.status !== 200) throw new Error(`the test customer's address was refused: ${saved.status}`);
  return { ...shopper, email };
}

type Shopper = Awaited<ReturnType<typeof createShopper>>;

/**
 * Saves an address in the shopper's book (Eva Kern, Hauptstraße 3, with what `address` adds: its
 * type, country, place, company and VAT id) and answers its id.
 */
export async function saveAddress(shopper: Shopper, address: Record<string, unknown>): Promise<number> {
  const saved = await shopper.call<{ id: number }>('doSaveAddress', {
    firstName: 'Eva',
    lastName: 'Kern',
    streetName: 'Hauptstraße',
    houseNumber: '3',
    ...address,
  });
  if (saved.status !== 200) throw new Error(`the address was refused: ${JSON.stringify(saved.error)}`);
  return saved.data!.id;
}

/** An Austrian company's billing address with the VAT id the VIES stand-in confirms (README). */
export const viennaBusinessAddress = {
  typeId: 1,
  companyName: 'Spiegel Handel GmbH',
  zipCode: '1010',
  city: 'Wien',
  countryId: 2,
  vatNumber: 'ATU12345675',
};

/** A simple variation set to exactly this stock (not oversellable). */
export async function findVariationWithStock(shop: TestShop, stock: number) {
  const variation = await findSimpleVariation(shop, { minimumStock: 3 });
  await shop.services.db.update(variations).set({ stock }).where(eq(variations.id, variation.id));
  return variation;
}

/** The link of the newest mail of a kind to an address (the outbox, as the mailbox page shows it). */
export async function linkOfLatestMail(shop: TestShop, email: string, kind: string): Promise<string> {
  const [mail] = await shop.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no ${kind} mail with a link to ${email}`);
  return link;
}

/**
 * Registers and opens the confirmation link as the person with the mailbox would: the account
 * exists and this shopper is logged in. Answers the confirmation's answer.
 */
export async function registerAndConfirm(
  shop: TestShop,
  shopper: Awaited<ReturnType<typeof createShopper>>,
  account: { email: string; password: string; firstName?: string; lastName?: string },
) {
  const registered = await shopper.call('doRegisterUser', { ...account, passwordRepeat: account.password });
  if (registered.status !== 200) throw new Error(`the registration was refused: ${JSON.stringify(registered.error)}`);
  const token = new URL(await linkOfLatestMail(shop, account.email, 'accountConfirmation')).searchParams.get('token');
  const confirmed = await shopper.call<{ session: { isAuthorized: boolean }; orderId: number | null }>(
    'doConfirmAccount',
    { token },
  );
  if (confirmed.status !== 200) throw new Error(`the confirmation was refused: ${JSON.stringify(confirmed.error)}`);
  return confirmed.data!;
}

/** A guest's billing address in Hamburg, as the tests' guests type it. */
export const guestAddress = {
  typeId: 1,
  firstName: 'Gero',
  lastName: 'Gastmann',
  streetName: 'Hafenstraße',
  houseNumber: '1',
  zipCode: '20095',
  city: 'Hamburg',
  countryId: 1,
};

/** A guest (an e-mail, no account) with the Hamburg billing address, ready for the checkout. */
export async function createGuest(shop: TestShop, options: { email: string; headers?: Record<string, string> }) {
  const guest = await createShopper(shop, { headers: options.headers });
  const login = await guest.call('doLoginAsGuest', { email: options.email });
  if (login.status !== 200) throw new Error(`the test guest was refused: ${JSON.stringify(login.error)}`);
  const saved = await guest.call('doSaveAddress', guestAddress);
  if (saved.status !== 200) throw new Error(`the test guest's address was refused: ${saved.status}`);
  return guest;
}
