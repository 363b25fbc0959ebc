import type { Config } from '../config';
import { consentServices, consentVersion, type ConsentService } from './consent-choice';

export interface ConsentSettings {
  services: ConsentService[];
  version: string;
  /** GA4 as the browser needs it: the id and whether events go to Google or the local collector. */
  analytics: { measurementId: string; mode: 'google' | 'local' } | null;
}

const settingsByConfig = new WeakMap<Config, ConsentSettings>();

/** The shop's consent services and analytics settings, derived once from the configuration. */
export function shopConsentSettings(config: Config): ConsentSettings {
  let settings = settingsByConfig.get(config);
  if (!settings) {
    const services = consentServices({
      analytics: config.analyticsMode !== 'off',
      sessionDays: config.ANONYMOUS_SESSION_DAYS,
    });
    settings = {
      services,
      version: consentVersion(services),
      analytics:
        config.analyticsMode === 'off' || !config.GA4_MEASUREMENT_ID
          ? null
          : { measurementId: config.GA4_MEASUREMENT_ID, mode: config.analyticsMode },
    };
    settingsByConfig.set(config, settings);
  }
  return settings;
}
