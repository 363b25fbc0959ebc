import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatCalendarDay, formatMoney } from '../../core/i18n/format';
import { offerNoteMaxLength } from '../../core/offers/offer-form';
import { FormField } from '../components/form-field';
import { notifications } from '../lib/notification-store';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { ApiClientError } from '../lib/api-client';
import { createOffer, loadLatestOffers } from './editor-api';
import { EditorDrawer } from './editor-drawer';
import { editorStore } from './editor-store';
import { OfferVariationField, type OfferVariation } from './offer-variation-field';

type LatestOffers = Awaited<ReturnType<typeof loadLatestOffers>>;

interface Line {
  key: number;
  /** Chosen from the product search; none yet: null (the server asks to choose one). */
  variation: OfferVariation | null;
  quantity: string;
  price: string;
}

let lineKeys = 0;
const emptyLine = (): Line => ({ key: ++lineKeys, variation: null, quantity: '1', price: '' });

/** "39,90" or "39.90" → 3990 cents; anything else NaN (the server refuses it at its field). */
const centsOf = (price: string) => Math.round(Number(price.trim().replace(',', '.')) * 100);

/** 3990 cents → "39,90" (de) or "39.90" (en): the price field as staff would type it. */
const priceText = (cents: number, locale: 'de' | 'en') => {
  const text = (cents / 100).toFixed(2);
  return locale === 'de' ? text.replace('.', ',') : text;
};

/**
 * Offers to customers (issue 22): staff quote prices to a customer account (a hotel asking for
 * forty mirrors) and the customer gets a mail with the link. Below, the latest offers and what
 * became of them (open, accepted with the order, declined with the reason).
 */
export function OffersDrawer() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [latest, setLatest] = useState<LatestOffers | null>(null);
  const [customerEmail, setCustomerEmail] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<Line[]>(() => [emptyLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const reload = useCallback(() => {
    loadLatestOffers().then(setLatest, () => setLatest([]));
  }, []);
  useEffect(reload, [reload]);

  const change = (key: number, field: 'quantity' | 'price', value: string) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
  // A chosen variation brings its current price, unless staff typed one already.
  const choose = (key: number, variation: OfferVariation | null) =>
    setLines((current) =>
      current.map((line) =>
        line.key === key
          ? {
              ...line,
              variation,
              price: variation && line.price.trim() === '' ? priceText(variation.priceCents, locale) : line.price,
            }
          : line,
      ),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const created = await createOffer({
        customerEmail: customerEmail.trim(),
        validUntil,
        note,
        items: lines.map((line) => ({
          variationId: line.variation?.variationId ?? 0,
          quantity: Number(line.quantity),
          priceCents: centsOf(line.price),
        })),
      });
      setErrors({});
      setLines([emptyLine()]);
      setNote('');
      notifications.send({
        type: 'positive',
        message: t('editor.offers.created', { id: created.id, email: created.customerEmail }),
      });
      reload();
    } catch (error) {
      const causes = error instanceof ApiClientError ? error.causes : [];
      // Field problems at their fields ("items.0.priceCents" at the first line's price).
      setErrors(
        Object.fromEntries(
          causes.map((cause) => [
            cause.field.replace('priceCents', 'price'),
            /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(cause.message) ? cause.message : 'errorMessages.invalid',
          ]),
        ),
      );
      notifications.send({ type: 'negative', message: t('editor.offers.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <EditorDrawer title={t('editor.offers.title')} placement="left" onClose={() => editorStore.set({ drawer: null })}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <h3 className="text-base font-semibold">{t('editor.offers.create')}</h3>
        <FormField
          label={t('editor.offers.customerEmail')}
          name="customerEmail"
          type="email"
          autoComplete="off"
          value={customerEmail}
          onChange={(event) => setCustomerEmail(event.currentTarget.value)}
          error={errors.customerEmail}
        />
        <FormField
          label={t('editor.offers.validUntil')}
          name="validUntil"
          type="date"
          value={validUntil}
          onChange={(event) => setValidUntil(event.currentTarget.value)}
          error={errors.validUntil}
        />
        {lines.map((line, index) => (
          <fieldset key={line.key} className="rounded-md border border-slate-300 p-3">
            <legend className="px-1 font-medium">{t('editor.offers.line', { number: index + 1 })}</legend>
            <OfferVariationField
              chosen={line.variation}
              onChoose={(variation) => choose(line.key, variation)}
              error={errors[`items.${index}.variationId`]}
            />
            <div className="mt-2 grid grid-cols-2 gap-2">
              <FormField
                label={t('editor.offers.quantity')}
                name={`quantity-${index}`}
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => change(line.key, 'quantity', event.currentTarget.value)}
                error={errors[`items.${index}.quantity`]}
              />
              <FormField
                label={t('editor.offers.price')}
                name={`price-${index}`}
                inputMode="decimal"
                value={line.price}
                onChange={(event) => change(line.key, 'price', event.currentTarget.value)}
                error={errors[`items.${index}.price`]}
              />
            </div>
            {lines.length > 1 ? (
              <button
                type="button"
                className="mt-2 text-sm underline"
                onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
              >
                {t('editor.offers.removeLine', { number: index + 1 })}
              </button>
            ) : null}
          </fieldset>
        ))}
        {errors.items ? (
          <p className="text-sm font-medium text-red-800">{t(errors.items as 'errorMessages.invalid')}</p>
        ) : null}
        <button
          type="button"
          className="button-secondary"
          onClick={() => setLines((current) => [...current, emptyLine()])}
        >
          {t('editor.offers.addLine')}
        </button>
        <div>
          <label htmlFor="offer-note" className="font-medium">
            {t('editor.offers.note')} <span className="font-normal text-slate-700">{t('form.optional')}</span>
          </label>
          <textarea
            id="offer-note"
            value={note}
            maxLength={offerNoteMaxLength}
            rows={3}
            onChange={(event) => setNote(event.currentTarget.value)}
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <button type="submit" className="button-primary" disabled={busy}>
          {t('editor.offers.submit')}
        </button>
      </form>

      <h3 className="mt-8 mb-2 text-base font-semibold">{t('editor.offers.latest')}</h3>
      {latest?.length === 0 ? <p>{t('editor.offers.empty')}</p> : null}
      <ol className="space-y-2">
        {latest?.map((offer) => (
          <li key={offer.id} className="rounded-md border border-slate-200 p-3 text-sm">
            <p>
              {t('editor.offers.entry', {
                id: offer.id,
                email: offer.customerEmail,
                amount: formatMoney(offer.totalGross, 'EUR', locale),
                date: formatCalendarDay(offer.validUntil, locale, { compact: true }),
              })}
            </p>
            <p className="font-medium">{t(`editor.offers.status.${offer.status}`, { orderId: offer.orderId ?? '' })}</p>
            {offer.declineReason ? <p>{t('editor.offers.reason', { reason: offer.declineReason })}</p> : null}
          </li>
        ))}
      </ol>
    </EditorDrawer>
  );
}
