import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { owner, staffPage } from './staff-fixtures';

/**
 * The catalogue's master data (issue 37, role `catalogue`): the owner creates a manufacturer with
 * its GPSR responsible person – half a responsible person is named at its fields and nothing
 * typed is lost – and a tag, edits both, finds the tag's page in the shop, and deletes both again. A
 * save from a form read before another window's save is refused and shows the new state; a changed
 * tag address leads from the old one to the new one (301).
 */
test('staff keep a manufacturer with its GPSR responsible person and a tag, then delete them', async ({
  page,
  browser,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const makerName = `Testhersteller ${run}`;
  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fcatalogue');
  await expect(staff.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();
  await staff.getByRole('link', { name: 'Hersteller', exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Hersteller' })).toBeVisible();
  await waitForHydration(staff);
  await expectNoAxeViolations(staff);

  const maker = staff.getByRole('group', { name: 'Hersteller', exact: true });
  await maker.getByLabel('Name', { exact: true }).fill(makerName);
  await maker.getByLabel('Firmenname').fill(`${makerName} Ltd.`);
  await maker.getByLabel('Straße').fill('Nathan Road');
  await maker.getByLabel('Hausnummer').fill('88');
  await maker.getByLabel('PLZ').fill('999077');
  await maker.getByLabel('Ort').fill('Hongkong');
  await maker.getByLabel('Land').selectOption({ label: 'China' });
  const contact = staff.getByRole('group', { name: 'Kontakt' });
  await contact.getByLabel('E-Mail-Adresse').fill('support@testhersteller.example');
  await contact.getByLabel('Website').fill('https://testhersteller.example');
  const person = staff.getByRole('group', { name: 'Verantwortliche Person in der EU (GPSR)' });
  await person.getByLabel('Name der verantwortlichen Person').fill('EU-Vertretung GmbH');
  await staff.getByRole('button', { name: 'Hersteller anlegen' }).click();

  // Half a responsible person: the missing fields are named, everything typed is still there.
  const street = person.getByLabel('Straße der verantwortlichen Person');
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(street).toHaveAccessibleDescription(/Für eine verantwortliche Person ist dieses Feld nötig/);
  await expect(person.getByLabel('Name der verantwortlichen Person')).toHaveValue('EU-Vertretung GmbH');
  await expect(maker.getByLabel('Name', { exact: true })).toHaveValue(makerName);
  await expect(maker.getByLabel('Land')).toHaveValue('CN');
  await street.fill('Hafenstraße');
  await person.getByLabel('Hausnummer der verantwortlichen Person').fill('5');
  await person.getByLabel('PLZ der verantwortlichen Person').fill('20457');
  await person.getByLabel('Ort der verantwortlichen Person').fill('Hamburg');
  await person.getByLabel('Land der verantwortlichen Person').selectOption({ label: 'Deutschland' });
  await person.getByLabel('E-Mail-Adresse der verantwortlichen Person').fill('gpsr@eu-vertretung.example');
  await staff.getByRole('button', { name: 'Hersteller anlegen' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: `Der Hersteller „${makerName}“ ist gespeichert` }),
  ).toBeVisible();
  const makerRow = staff.getByRole('row').filter({ hasText: makerName });
  await expect(makerRow).toContainText('EU-Vertretung GmbH');
  await expect(makerRow).toContainText('Hongkong, China');
  await expect(makerRow).toContainText('0 Artikel');

  // Edit: a new name, saved and listed.
  await makerRow.getByRole('link', { name: `${makerName} bearbeiten` }).click();
  await expect(staff.getByRole('heading', { level: 2, name: `Hersteller bearbeiten: ${makerName}` })).toBeVisible();
  await expect(person.getByLabel('Land der verantwortlichen Person')).toHaveValue('DE');
  await maker.getByLabel('Name', { exact: true }).fill(`${makerName} neu`);
  await staff.getByRole('button', { name: 'Hersteller speichern' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: `Der Hersteller „${makerName} neu“ ist gespeichert` }),
  ).toBeVisible();
  await expect(staff.getByRole('rowheader', { name: `${makerName} neu` })).toBeVisible();
  await expectNoAxeViolations(staff);

  // A tag: created, renamed, its page in the shop.
  await staff.getByRole('navigation', { name: 'Katalogbereiche' }).getByRole('link', { name: 'Schlagwörter' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Schlagwörter' })).toBeVisible();
  await waitForHydration(staff);
  await expectNoAxeViolations(staff);
  await staff.getByLabel('Name (Deutsch)').fill(`Testwort ${run}`);
  await staff.getByLabel('Name (Englisch)').fill(`Test tag ${run}`);
  await staff.getByLabel('Adresse (Deutsch)').fill(`Testwort ${run}`);
  await staff.getByLabel('Adresse (Englisch)').fill(`test-tag-${run}`);
  await staff.getByLabel('Farbe').fill('#336699');
  await staff.getByRole('button', { name: 'Schlagwort anlegen' }).click();
  const slug = staff.getByLabel('Adresse (Deutsch)');
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toHaveAccessibleDescription(/Nur Kleinbuchstaben a–z/);
  await expect(staff.getByLabel('Name (Englisch)')).toHaveValue(`Test tag ${run}`);
  await slug.fill(`testwort-${run}`);
  await staff.getByRole('button', { name: 'Schlagwort anlegen' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: `Das Schlagwort „Testwort ${run}“ ist gespeichert` }),
  ).toBeVisible();
  const tagRow = staff.getByRole('row').filter({ hasText: `Testwort ${run}` });
  await expect(tagRow).toContainText('#336699');
  await tagRow.getByRole('link', { name: `Testwort ${run} bearbeiten` }).click();
  await expect(staff.getByRole('heading', { level: 2, name: `Schlagwort bearbeiten: Testwort ${run}` })).toBeVisible();
  await staff.getByLabel('Name (Deutsch)').fill(`Testwort ${run} neu`);
  await staff.getByRole('button', { name: 'Schlagwort speichern' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: `Das Schlagwort „Testwort ${run} neu“ ist gespeichert` }),
  ).toBeVisible();
  await expectNoAxeViolations(staff);

  // Saved meanwhile in another window: this form's save is refused, the page shows the new state.
  const other = await staff.context().newPage();
  await other.goto(staff.url());
  await waitForHydration(other);
  await other.getByLabel('Name (Englisch)').fill(`Test tag ${run} B`);
  await other.getByRole('button', { name: 'Schlagwort speichern' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'ist gespeichert' })).toBeVisible();
  await other.close();
  const slugDe = staff.getByLabel('Adresse (Deutsch)');
  await slugDe.fill(`testwort-${run}-neu`);
  await staff.getByRole('button', { name: 'Schlagwort speichern' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'inzwischen gespeichert' })).toBeVisible();
  await expect(staff.getByLabel('Name (Englisch)')).toHaveValue(`Test tag ${run} B`);
  await expect(slugDe).toHaveValue(`testwort-${run}`);

  // New addresses: the old ones lead to them for good (301), in both languages.
  await slugDe.fill(`testwort-${run}-neu`);
  await staff.getByLabel('Adresse (Englisch)').fill(`test-tag-${run}-new`);
  await staff.getByRole('button', { name: 'Schlagwort speichern' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `„Testwort ${run} neu“ ist gespeichert` })).toBeVisible();
  const shopPage = await staff.context().newPage();
  const german = await shopPage.goto(`/tag/testwort-${run}`);
  expect((await german!.request().redirectedFrom()!.response())!.status()).toBe(301);
  await expect(shopPage).toHaveURL(new RegExp(`/tag/testwort-${run}-neu$`));
  await expect(shopPage.getByRole('heading', { level: 1, name: `Schlagwort: Testwort ${run} neu` })).toBeVisible();
  await shopPage.goto(`/en/tag/test-tag-${run}`);
  await expect(shopPage).toHaveURL(new RegExp(`/en/tag/test-tag-${run}-new$`));
  await expect(shopPage.getByRole('heading', { level: 1, name: `Tag: Test tag ${run} B` })).toBeVisible();
  await shopPage.close();

  // Both deleted again, each after asking.
  await staff
    .getByRole('row')
    .filter({ hasText: `Testwort ${run} neu` })
    .getByRole('button', { name: /löschen$/ })
    .click();
  await expect(staff.getByRole('region', { name: `Schlagwort „Testwort ${run} neu“ löschen?` })).toBeFocused();
  await staff.getByRole('button', { name: 'Ja, löschen' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `„Testwort ${run} neu“ ist gelöscht` })).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: `Testwort ${run}` })).toHaveCount(0);

  await staff.goto('/en/staff/catalogue/manufacturers');
  await expect(staff.getByRole('heading', { level: 1, name: 'Manufacturers' })).toBeVisible();
  await waitForHydration(staff);
  await staff.getByRole('button', { name: `Delete ${makerName} neu` }).click();
  await staff.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `“${makerName} neu” is deleted` })).toBeVisible();
  await expect(staff.getByRole('rowheader', { name: `${makerName} neu` })).toHaveCount(0);
  await expectNoAxeViolations(staff);
  await staff.getByRole('navigation', { name: 'Catalogue areas' }).getByRole('link', { name: 'Tags' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Create tag' })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.context().close();
});
