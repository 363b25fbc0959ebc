import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { listenForContentChanges } from '../../core/cache/content-change-channel.server';
import { connectDatabase } from '../../core/db/connection.server';
import type { StaffAttribute } from '../../core/catalog-management/attributes.server';
import type { StaffOrderProperty } from '../../core/catalog-management/order-properties.server';
import { createLogger } from '../../core/logger';
import { createStaffAccount } from '../../core/staff/staff-accounts.server';
import { demoEditor, demoShipping } from '../../seed/editors';
import { createCustomer, createShopper } from './shopper';
import { signedInStaff } from './staff';
import type { TestShop } from './test-shop';

/**
 * What the integration tests of the catalogue's master data (issue 37: manufacturers, tags,
 * attributes, order properties) share: the refusals of a call, who may not use the calls, a
 * member of staff who may, attributes and order properties saved for a test, and listening for
 * the content-change signal as another shop process.
 */

/** A refused call's problems as `field: message`, to compare with the ones expected. */
export const fieldProblemsOf = (answer: { error?: unknown }) =>
  ((answer.error as { cause?: Array<{ field: string; message: string }> }).cause ?? []).map(
    (problem) => `${problem.field}: ${problem.message}`,
  );

/**
 * Every call refused for a visitor and a customer (401) and for staff without the role
 * `catalogue` (the demo shipping and editor accounts: 403).
 */
export async function expectRefusedWithoutCatalogueRole(shop: TestShop, calls: Array<[string, object]>) {
  for (const someone of [await createShopper(shop), await createCustomer(shop)]) {
    for (const [name, input] of calls) expect((await someone.call(name, input)).status, name).toBe(401);
  }
  for (const account of [demoShipping, demoEditor]) {
    const staff = await signedInStaff(shop, account);
    for (const [name, input] of calls) expect((await staff.call(name, input)).status, name).toBe(403);
  }
}

/** A new staff account with only the role `catalogue`, signed in (not an admin, whom every call lets pass). */
export async function signedInCataloguer(shop: TestShop) {
  const cataloguer = {
    email: `katalog-${randomUUID().slice(0, 8)}@spiegelshop.example`,
    password: 'Katalog-Pflege-2026!',
  };
  await createStaffAccount(shop.services.db, { ...cataloguer, roles: ['catalogue'] });
  return signedInStaff(shop, cataloguer);
}

/**
 * Another shop process's ear for the content-change signal (its own database connection): how
 * often it heard a committed change, which is when it drops its caches. Stop it in a `finally`.
 */
export async function listenAsAnotherProcess(shop: TestShop) {
  const otherProcess = connectDatabase(shop.databaseUrl, { maxConnections: 2 });
  let heard = 0;
  const listener = listenForContentChanges(otherProcess.pool, () => heard++, createLogger('silent'));
  await listener.ready;
  return {
    heard: () => heard,
    async stop() {
      await listener.stop();
      await otherProcess.close();
    },
  };
}

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

/** An attribute saved through its call (200 expected), as the list answers it. */
export async function savedAttribute(staff: Staff, attribute: object) {
  const answer = await staff.call<{ attributes: StaffAttribute[]; attributeId: number }>('doSaveAttribute', {
    attribute,
  });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.data!.attributes.find((entry) => entry.id === answer.data!.attributeId)!;
}

/** An order property saved through its call (200 expected), as the list answers it. */
export async function savedOrderProperty(staff: Staff, orderProperty: object) {
  const answer = await staff.call<{ orderProperties: StaffOrderProperty[]; propertyId: number }>(
    'doSaveOrderProperty',
    { orderProperty },
  );
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.data!.orderProperties.find((entry) => entry.id === answer.data!.propertyId)!;
}

/** An attribute as its form sends it back: every value with its id. */
export const attributeAsInput = (attribute: StaffAttribute) => ({
  id: attribute.id,
  version: attribute.version,
  names: attribute.names,
  type: attribute.type,
  values: attribute.values.map(({ id, names, imageUrl }) => ({ id, names, imageUrl })),
});
