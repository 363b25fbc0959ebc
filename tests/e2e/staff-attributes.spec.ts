import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { owner, staffPage } from './staff-fixtures';

/**
 * The catalogue's attributes and order properties (issue 37, role `catalogue`): the owner creates
 * an attribute with two values and an order property offering a choice with a surcharge – a
 * refused form names the field and keeps what was typed –, edits both, moves the order property
 * up, meets another tab's save (refused, the new state shown, what was typed kept) and deletes both.
 * Everything it makes has a name of this run only, and nothing of the shop's own is changed.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const status = (staff: Page, text: string) => staff.getByRole('status').filter({ hasText: text });

test('staff keep an attribute with its values, then delete it', async ({ page, browser }) => {
  test.slow();
  const name = `Rahmenholz ${run}`;
  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fcatalogue');
  await expect(staff.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();
  await staff.getByRole('link', { name: 'Attribute und ihre Werte' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Attribute' })).toBeVisible();
  await waitForHydration(staff);
  await expectNoAxeViolations(staff);

  const fresh = staff.getByRole('region', { name: 'Neues Attribut' });
  await fresh.getByLabel('Name (Deutsch)', { exact: true }).fill(name);
  await fresh.getByLabel('Darstellung auf der Produktseite').selectOption({ label: 'Auswahlliste' });
  await fresh.getByLabel('Neuer Wert 1 (Deutsch)').fill('Eiche');
  await fresh.getByLabel('Neuer Wert 1 (Englisch)').fill('Oak');
  await fresh.getByLabel('Neuer Wert 2 (Deutsch)').fill('Nussbaum');
  await fresh.getByLabel('Neuer Wert 2 (Englisch)').fill('Walnut');
  await fresh.getByRole('button', { name: 'Attribut anlegen' }).click();

  // No English name: the field says so and has the focus; nothing typed is lost.
  const english = fresh.getByLabel('Name (Englisch)', { exact: true });
  await expect(english).toHaveAttribute('aria-invalid', 'true');
  await expect(english).toHaveAccessibleDescription('Bitte geben Sie einen Namen ein.');
  await expect(english).toBeFocused();
  await expect(fresh.getByLabel('Neuer Wert 2 (Deutsch)')).toHaveValue('Nussbaum');
  await expect(fresh.getByLabel('Darstellung auf der Produktseite')).toHaveValue('dropdown');
  await english.fill(`Frame wood ${run}`);
  await fresh.getByRole('button', { name: 'Attribut anlegen' }).click();
  await expect(status(staff, `Das Attribut „${name}“ ist angelegt.`)).toBeVisible();

  // Edit: a value renamed and the other moved before it, in one save.
  const saved = staff.getByRole('region', { name: `${name} / Frame wood ${run}` });
  await expect(saved.getByLabel('Wert 1 (Deutsch)', { exact: true })).toHaveValue('Eiche');
  await expect(saved.getByText('von keiner Variante verwendet')).toHaveCount(2);
  await saved.getByLabel('Wert 1 (Deutsch)', { exact: true }).fill('Eiche hell');
  await saved.getByRole('button', { name: 'Wert 2 nach oben' }).click();
  await expect(status(staff, `Das Attribut „${name}“ ist gespeichert.`)).toBeVisible();
  await expect(saved.getByLabel('Wert 1 (Deutsch)', { exact: true })).toHaveValue('Nussbaum');
  await expect(saved.getByLabel('Wert 2 (Deutsch)', { exact: true })).toHaveValue('Eiche hell');
  await expectNoAxeViolations(staff);

  await saved.getByRole('button', { name: `„${name}“ löschen` }).click();
  await expect(status(staff, 'Das Attribut ist gelöscht.')).toBeVisible();
  await expect(saved).toHaveCount(0);
});

test('staff keep an order property with a choice and a surcharge, then delete it', async ({ page, browser }) => {
  test.slow();
  const name = `Rahmenfarbe ${run}`;
  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fcatalogue');
  await staff.getByRole('link', { name: 'Bestellmerkmale', exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Bestellmerkmale' })).toBeVisible();
  await waitForHydration(staff);
  await expectNoAxeViolations(staff);

  const fresh = staff.getByRole('region', { name: 'Neues Bestellmerkmal' });
  await fresh.getByLabel('Name (Deutsch)').fill(name);
  await fresh.getByLabel('Name (Englisch)').fill(`Frame colour ${run}`);
  await fresh.getByLabel('Beschreibung (Deutsch)').fill('Wir lackieren den Rahmen in Ihrer Farbe.');
  await fresh.getByLabel('Art der Eingabe').selectOption({ label: 'Auswahl aus Werten' });
  await fresh.getByLabel('Aufpreis in Euro').fill('12,50');
  await fresh.getByLabel('Pflichtangabe').check();
  await fresh.getByRole('button', { name: 'Bestellmerkmal anlegen' }).click();

  // A choice without values: the group says so; what was typed stays.
  const choices = fresh.getByRole('group', { name: 'Auswahlwerte' });
  await expect(choices).toHaveAccessibleDescription(/Eine Auswahl braucht mindestens einen Auswahlwert\./);
  await expect(fresh.getByLabel('Aufpreis in Euro')).toHaveValue('12,50');
  await expect(fresh.getByLabel('Pflichtangabe')).toBeChecked();
  await choices.getByLabel('Neuer Auswahlwert 1 (Deutsch)').fill('Weiß');
  await choices.getByLabel('Neuer Auswahlwert 1 (Englisch)').fill('White');
  await choices.getByLabel('Neuer Auswahlwert 2 (Deutsch)').fill('Schwarz');
  await choices.getByLabel('Neuer Auswahlwert 2 (Englisch)').fill('Black');
  await fresh.getByRole('button', { name: 'Bestellmerkmal anlegen' }).click();
  await expect(status(staff, `Das Bestellmerkmal „${name}“ ist angelegt.`)).toBeVisible();

  const saved = staff.getByRole('region', { name });
  await expect(saved).toContainText(/Auswahl aus Werten · Aufpreis 12,50\s€/);
  await expect(saved.getByLabel('Umsatzsteuer des Aufpreises')).toHaveValue('1900');
  // Edit: a negative surcharge is named at its field, then a valid one with a renamed value is saved.
  await saved.getByLabel('Aufpreis in Euro').fill('-1');
  await saved.getByLabel('Auswahlwert 1 (Deutsch)', { exact: true }).fill('Reinweiß');
  await saved.getByRole('button', { name: 'Bestellmerkmal speichern' }).click();
  const surcharge = saved.getByLabel('Aufpreis in Euro');
  await expect(surcharge).toHaveAttribute('aria-invalid', 'true');
  await expect(surcharge).toHaveAccessibleDescription(/Bitte geben Sie einen Betrag ab 0 € ein/);
  await expect(saved.getByLabel('Auswahlwert 1 (Deutsch)', { exact: true })).toHaveValue('Reinweiß');
  await expectNoAxeViolations(staff);
  await surcharge.fill('9,90');
  await saved.getByLabel('Umsatzsteuer des Aufpreises').selectOption({ label: 'inkl. 7 % MwSt.' });
  await saved.getByRole('button', { name: 'Bestellmerkmal speichern' }).click();
  await expect(status(staff, `Das Bestellmerkmal „${name}“ ist gespeichert.`)).toBeVisible();
  await expect(saved).toContainText(/Aufpreis 9,90\s€/);
  await expect(saved.getByLabel('Auswahlwert 1 (Deutsch)', { exact: true })).toHaveValue('Reinweiß');
  await expect(saved.getByLabel('Umsatzsteuer des Aufpreises')).toHaveValue('700');

  // Another tab saves it meanwhile: this one's save is refused and shows the new state, keeping what was typed.
  const other = await staff.context().newPage();
  await other.goto(staff.url());
  const there = other.getByRole('region', { name });
  await there.getByLabel('Aufpreis in Euro').fill('5');
  await there.getByRole('button', { name: 'Bestellmerkmal speichern' }).click();
  await expect(status(other, `Das Bestellmerkmal „${name}“ ist gespeichert.`)).toBeVisible();
  await other.close();
  await saved.getByLabel('Beschreibung (Deutsch)').fill('Lackiert in Ihrer Wunschfarbe.');
  await saved.getByRole('button', { name: 'Bestellmerkmal speichern' }).click();
  await expect(saved.getByRole('alert')).toContainText('Jemand anderes hat dieses Bestellmerkmal inzwischen geändert');
  await expect(saved).toContainText(/Aufpreis 5,00\s€/);
  await expect(saved.getByLabel('Beschreibung (Deutsch)')).toHaveValue('Lackiert in Ihrer Wunschfarbe.');
  await expectNoAxeViolations(staff);
  await saved.getByRole('button', { name: 'Bestellmerkmal speichern' }).click();
  await expect(status(staff, `Das Bestellmerkmal „${name}“ ist gespeichert.`)).toBeVisible();
  await expect(saved.getByLabel('Beschreibung (Deutsch)')).toHaveValue('Lackiert in Ihrer Wunschfarbe.');

  // The newest is the last: it moves up (then it can go down again).
  await expect(saved.getByRole('button', { name: `„${name}“ nach unten` })).toHaveCount(0);
  await saved.getByRole('button', { name: `„${name}“ nach oben` }).click();
  await expect(status(staff, 'Die Reihenfolge ist gespeichert.')).toBeVisible();
  await expect(saved.getByRole('button', { name: `„${name}“ nach unten` })).toBeVisible();

  await saved.getByRole('button', { name: `„${name}“ löschen` }).click();
  await expect(status(staff, 'Das Bestellmerkmal ist gelöscht.')).toBeVisible();
  await expect(saved).toHaveCount(0);
});
