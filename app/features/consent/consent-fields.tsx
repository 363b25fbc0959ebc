import { useEffect, useRef, useState } from 'react';
import {
  consentCategories,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentService,
} from '../../../core/consent/consent-choice';
import { useTranslation } from '../../i18n/use-translation';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The switches of the consent settings: one per category and one per service, grouped by
 * category. The services' boxes are what the form sends (`service`); a category's switch turns
 * all its services on or off and is there once JavaScript runs (without it the services' boxes
 * alone decide). Essential services are shown switched on and cannot be switched off.
 */
export function ConsentFields({ services, choice }: { services: ConsentService[]; choice: ConsentChoice | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [granted, setGranted] = useState(() => new Set(choice?.granted ?? []));
  const setServices = (ids: string[], on: boolean) =>
    setGranted((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  return (
    <div className="space-y-4">
      {consentCategories.map((category) => {
        const ofCategory = services.filter((service) => service.category === category);
        return (
          <fieldset key={category} className="rounded-md border border-slate-300 p-3">
            <legend className="px-1 font-semibold">{t(`consent.category.${category}.name`)}</legend>
            <p className="text-sm text-slate-700">{t(`consent.category.${category}.description`)}</p>
            {ofCategory.length === 0 ? <p className="mt-2 text-sm text-slate-700">{t('consent.noServices')}</p> : null}
            {hydrated && category !== 'essential' && ofCategory.length > 0 ? (
              <CategorySwitch
                category={category}
                granted={ofCategory.filter((service) => granted.has(service.id)).length}
                total={ofCategory.length}
                onChange={(on) =>
                  setServices(
                    ofCategory.map((service) => service.id),
                    on,
                  )
                }
              />
            ) : null}
            <ul className="mt-2 space-y-3">
              {ofCategory.map((service) => (
                <li key={service.id}>
                  <ServiceSwitch
                    service={service}
                    checked={category === 'essential' || granted.has(service.id)}
                    onChange={(on) => setServices([service.id], on)}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

function CategorySwitch(props: {
  category: ConsentCategory;
  granted: number;
  total: number;
  onChange(on: boolean): void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  const mixed = props.granted > 0 && props.granted < props.total;
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className="mt-2 flex items-center gap-2 text-sm font-medium">
      <input
        ref={box}
        type="checkbox"
        className="size-5 accent-primary-700"
        checked={props.granted === props.total}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      {t('consent.allOfCategory', { category: t(`consent.category.${props.category}.name`) })}
    </label>
  );
}

function ServiceSwitch(props: { service: ConsentService; checked: boolean; onChange(on: boolean): void }) {
  const { t } = useTranslation();
  const { service } = props;
  const essential = service.category === 'essential';
  const descriptionId = `consent-service-${service.id}`;
  return (
    <div className="text-sm">
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          role="switch"
          name={essential ? undefined : 'service'}
          value={service.id}
          className="size-5 accent-primary-700"
          checked={props.checked}
          disabled={essential}
          aria-describedby={descriptionId}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
        {t(`consent.service.${service.id}.name` as 'consent.service.ga4.name')}
        {essential ? <span className="font-normal text-slate-700">({t('consent.alwaysOn')})</span> : null}
      </label>
      <p id={descriptionId} className="ml-7 text-slate-700">
        {t(`consent.service.${service.id}.purpose` as 'consent.service.ga4.purpose')}{' '}
        {t('consent.provider', {
          provider: t(`consent.service.${service.id}.provider` as 'consent.service.ga4.provider'),
        })}
        . {t('consent.storage', { storage: service.storage.join(', ') })}.{' '}
        {service.lifespanDays > 0
          ? t('consent.lifespan', { days: service.lifespanDays })
          : t('consent.lifespanSession')}
        .
      </p>
    </div>
  );
}
