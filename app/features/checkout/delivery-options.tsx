import { useState } from 'react';
import { openingHourRuns, type OpeningHours } from '../../../core/adapters/dhl/parcel-station-finder';
import { preferredDeliveryFieldMaxLength } from '../../../core/delivery/preferred-delivery-form';
import { formatCalendarDay, formatNumber } from '../../../core/i18n/format';
import { FieldsetError, FormField } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useHydrated } from '../../lib/use-hydrated';
import { useTranslation } from '../../i18n/use-translation';
import type { StationSearchResult } from './checkout-action';
import type { CheckoutFields } from './checkout-form';
import { legendClass, sectionClass } from './checkout-section';
import type { CheckoutView } from './checkout-types';

/**
 * DHL preferred delivery and the parcel-station finder in the checkout (issue 22). Both are parts
 * of the checkout's one form, so they work without JavaScript: the day applies at once with it
 * (the total changes), the rest with the order; the finder's buttons send the form with their intent.
 */

type Delivery = CheckoutView['delivery'];

export function PreferredDeliveryFields({
  delivery,
  typed,
  errors,
  money,
  onChange,
}: {
  delivery: Delivery;
  typed?: CheckoutFields;
  errors: Record<string, string>;
  money: (cents: number) => string;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const saved = delivery.wishes;
  const savedWish = saved.neighbour ? 'neighbour' : saved.dropOffPlace ? 'place' : 'none';
  const [wish, setWish] = useState(typed?.deliveryWish || savedWish);
  const dayError = errors.preferredDay;
  // Without JavaScript every field shows (the radio says which counts); with it, only the chosen one.
  const hydrated = useHydrated();
  const hide = (shownFor: string) => (hydrated && wish !== shownFor ? true : undefined);
  return (
    <fieldset className={`${sectionClass} space-y-4`} data-testid="preferred-delivery">
      <legend className={legendClass}>{t('delivery.title')}</legend>
      <input type="hidden" name="preferredDeliveryShown" value="1" />
      <p className="text-sm text-slate-700">{t('delivery.intro')}</p>
      <div>
        <label htmlFor="preferredDay" className="font-medium">
          {t('delivery.day')}
        </label>
        <select
          id="preferredDay"
          name="preferredDay"
          defaultValue={typed?.preferredDay ?? saved.day ?? ''}
          onChange={onChange}
          aria-invalid={dayError ? true : undefined}
          aria-describedby={`preferred-day-surcharge${dayError ? ' preferred-day-error' : ''}`}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700"
        >
          <option value="">{t('delivery.noDay')}</option>
          {delivery.days.map((day) => (
            <option key={day} value={day}>
              {formatCalendarDay(day, locale, { weekday: true })}
            </option>
          ))}
        </select>
        <p id="preferred-day-surcharge" className="mt-1 text-sm text-slate-700">
          {delivery.daySurcharge > 0
            ? t('delivery.surcharge', { amount: money(delivery.daySurcharge) })
            : t('delivery.free')}
        </p>
        <FieldsetError id="preferred-day-error" error={dayError} />
      </div>

      <fieldset>
        <legend className="font-medium">{t('delivery.placeChoice')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(['none', 'place', 'neighbour'] as const).map((value) => (
            <label key={value} className="flex gap-2">
              <input
                type="radio"
                name="deliveryWish"
                value={value}
                checked={wish === value}
                onChange={() => setWish(value)}
              />
              {t(
                value === 'none' ? 'delivery.none' : value === 'place' ? 'delivery.dropOffPlace' : 'delivery.neighbour',
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-3" hidden={hide('place')}>
        <FormField
          label={t('delivery.dropOffPlace')}
          name="dropOffPlace"
          hint={t('delivery.dropOffPlaceHint')}
          maxLength={preferredDeliveryFieldMaxLength}
          defaultValue={typed?.dropOffPlace ?? saved.dropOffPlace ?? ''}
          error={errors.dropOffPlace}
          onFocus={() => setWish('place')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2" hidden={hide('neighbour')}>
        <FormField
          label={t('delivery.neighbourName')}
          name="neighbourName"
          maxLength={preferredDeliveryFieldMaxLength}
          autoComplete="off"
          defaultValue={typed?.neighbourName ?? saved.neighbour?.name ?? ''}
          error={errors.neighbourName}
          onFocus={() => setWish('neighbour')}
        />
        <FormField
          label={t('delivery.neighbourAddress')}
          name="neighbourAddress"
          maxLength={preferredDeliveryFieldMaxLength}
          autoComplete="off"
          defaultValue={typed?.neighbourAddress ?? saved.neighbour?.address ?? ''}
          error={errors.neighbourAddress}
          onFocus={() => setWish('neighbour')}
        />
      </div>
    </fieldset>
  );
}

function distanceText(metres: number, locale: 'de' | 'en'): string {
  return metres < 1000
    ? `${formatNumber(metres, locale)} m`
    : `${formatNumber(metres / 1000, locale, { maximumFractionDigits: 1 })} km`;
}

function OpeningHoursText({ hours }: { hours: OpeningHours[] }) {
  const { t } = useTranslation();
  const always = hours.length === 7 && hours.every((entry) => entry.opens === '00:00' && entry.closes >= '23:59');
  if (always) return <>{t('delivery.alwaysOpen')}</>;
  const day = (weekday: number) => t(`delivery.weekday.${weekday}` as 'delivery.weekday.1');
  const runs = openingHourRuns(hours).map(
    (run) => `${run.from === run.to ? day(run.from) : `${day(run.from)}–${day(run.to)}`} ${run.opens}–${run.closes}`,
  );
  return <>{runs.join(', ')}</>;
}

export function ParcelStationFinder({
  delivery,
  stations,
  typed,
  errors,
}: {
  delivery: Delivery;
  /** The last search's answer, if the shopper searched. */
  stations?: StationSearchResult;
  typed?: CheckoutFields;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const chosen = delivery.parcelStation;
  return (
    <fieldset className={`${sectionClass} space-y-4`} data-testid="parcel-station-finder">
      <legend className={legendClass}>{t('delivery.stationTitle')}</legend>
      {chosen ? (
        <div className="space-y-3">
          <p role="status" className="rounded-md bg-primary-50 p-3" data-testid="chosen-station">
            {t('delivery.chosenStation', {
              name: chosen.name,
              street: chosen.streetAddress,
              postalCode: chosen.postalCode,
              city: chosen.city,
            })}
          </p>
          <button type="submit" name="intent" value="removeStation" className="button-secondary">
            {t('delivery.removeStation')}
          </button>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('delivery.stationIntro')}</p>
          {delivery.demoStations ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('delivery.demoStations')}</p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <FormField
              label={t('delivery.postalCode')}
              name="stationPostalCode"
              inputMode="numeric"
              maxLength={5}
              autoComplete="off"
              defaultValue={typed?.stationPostalCode ?? ''}
              error={errors.stationPostalCode}
            />
            <FormField
              label={t('delivery.city')}
              name="stationCity"
              maxLength={60}
              autoComplete="off"
              defaultValue={typed?.stationCity ?? ''}
              error={errors.stationCity}
            />
          </div>
          <button type="submit" name="intent" value="findStations" className="button-secondary">
            {t('delivery.search')}
          </button>
          {stations ? (
            <StationList
              stations={stations.stations}
              typed={typed}
              errors={errors}
              distance={(metres) => distanceText(metres, locale)}
            />
          ) : null}
        </>
      )}
    </fieldset>
  );
}

function StationList({
  stations,
  typed,
  errors,
  distance,
}: {
  stations: StationSearchResult['stations'];
  typed?: CheckoutFields;
  errors: Record<string, string>;
  distance: (metres: number) => string;
}) {
  const { t } = useTranslation();
  const stationError = errors.parcelStationId;
  return (
    <div className="space-y-4">
      {/* Said once when the results arrive; the legend names the group when the list is entered. */}
      <p role="status" className="sr-only">
        {t('delivery.results', { count: stations.length })}
      </p>
      <fieldset aria-describedby={stationError ? 'station-error' : undefined}>
        <legend className="font-medium">{t('delivery.results', { count: stations.length })}</legend>
        <ul className="mt-2 space-y-3">
          {stations.map((station, index) => (
            <li key={station.locationId} className="rounded-md border border-slate-300 p-3">
              <label className="flex gap-3 font-medium">
                <input
                  type="radio"
                  name="parcelStationId"
                  value={station.locationId}
                  defaultChecked={typed?.parcelStationId ? typed.parcelStationId === station.locationId : index === 0}
                  aria-describedby={`station-${index}-details`}
                  className="mt-1"
                />
                {`${station.name} (${t(`delivery.kind.${station.kind}`)})`}
              </label>
              <p id={`station-${index}-details`} className="ml-7">
                <span className="block">
                  {station.streetAddress}, {station.postalCode} {station.city}
                </span>
                <span className="block text-sm text-slate-700">
                  {t('delivery.distance', { distance: distance(station.distance) })} · {t('delivery.openingHours')}:{' '}
                  <OpeningHoursText hours={station.openingHours} />
                </span>
              </p>
            </li>
          ))}
        </ul>
        <FieldsetError id="station-error" error={stationError} />
      </fieldset>
      <FormField
        label={t('delivery.postNumber')}
        name="postNumber"
        hint={t('delivery.postNumberHint')}
        inputMode="numeric"
        maxLength={10}
        autoComplete="off"
        defaultValue={typed?.postNumber ?? ''}
        error={errors.postNumber}
      />
      <button type="submit" name="intent" value="chooseStation" className="button-primary">
        {t('delivery.chooseStation')}
      </button>
    </div>
  );
}
