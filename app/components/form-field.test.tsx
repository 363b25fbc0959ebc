import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import de from '../../core/i18n/de.json';
import en from '../../core/i18n/en.json';
import { createI18n } from '../i18n/i18n';
import { TranslatorContext } from '../i18n/use-translation';
import { FormField } from './form-field';

const rendered = (locale: 'de' | 'en', error: string, label: string) =>
  renderToString(
    <TranslatorContext value={createI18n(locale, locale === 'de' ? de : en)}>
      <FormField label={label} name="zipCode" error={error} />
    </TranslatorContext>,
  );

describe('FormField', () => {
  it('names its field in a refusal without a message of its own (spec §5 "{field} is not valid.")', () => {
    expect(rendered('de', 'errorMessages.invalid', 'Postleitzahl')).toContain('Postleitzahl ist nicht gültig.');
    expect(rendered('en', 'errorMessages.invalid', 'Postcode')).toContain('Postcode is not valid.');
  });

  it('shows a message of the field`s own as it is', () => {
    const html = rendered('de', 'errorMessages.email.required', 'E-Mail-Adresse');
    expect(html).toContain('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    expect(html).not.toContain('nicht gültig');
  });
});
