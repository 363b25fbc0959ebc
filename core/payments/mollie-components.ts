import type { Config } from '../config';

/**
 * Mollie Components (reference §3.5): the card is typed into Mollie's fields on the checkout
 * itself, and only a token reaches the shop. The script comes from js.mollie.com (the only place
 * the security policy then allows, server/security-headers.ts); the built-in sandbox serves a
 * stand-in with the same API from the shop's own origin.
 */

/** The sandbox's profile: every sandbox payment names it. */
export const sandboxProfileId = 'pfl_sandbox0001';

/** Where Mollie Components' script and card frames come from. */
export const mollieComponentsOrigin = 'https://js.mollie.com';

export interface CardFieldsSettings {
  scriptUrl: string;
  profileId: string;
  testmode: boolean;
}

/** The card fields' settings, or null when the card is taken on Mollie's hosted page instead. */
export function cardFieldsOf(config: Config): CardFieldsSettings | null {
  if (config.MOLLIE_CARD_FIELDS === false || !config.MOLLIE_METHODS.includes('creditcard')) return null;
  if (config.mollieMode === 'sandbox') {
    return { scriptUrl: '/mollie-sandbox/components/v1/mollie.js', profileId: sandboxProfileId, testmode: true };
  }
  if (config.mollieMode === 'live' && config.MOLLIE_PROFILE_ID) {
    return {
      scriptUrl: `${mollieComponentsOrigin}/v1/mollie.js`,
      profileId: config.MOLLIE_PROFILE_ID,
      testmode: (config.MOLLIE_API_KEY ?? '').startsWith('test_'),
    };
  }
  return null;
}

/**
 * Apple Pay on the checkout (Mollie's direct integration): Safari has ApplePaySession itself; the
 * sandbox serves a stand-in of it (with a simulated payment sheet), which the checkout loads first.
 */
export function applePayStandInOf(config: Config): string | null {
  if (!config.MOLLIE_METHODS.includes('applepay')) return null;
  return config.mollieMode === 'sandbox' ? '/mollie-sandbox/wallets/v1/apple-pay.js' : null;
}

/** Apple's merchant validation gateways (Apple Pay JS, "Setting up your server"): nothing else is asked. */
export const appleValidationUrl =
  /^https:\/\/(cn-)?apple-pay-gateway(-[a-z0-9-]+)?\.apple\.com\/paymentservices\/[\w/]{1,100}$/;
