import type { Translator, TranslationValues } from '../../core/i18n/translator';
import { formatMoney } from '../../core/i18n/format';
import { notifications, type NotificationStore } from './notification-store';
import type { ApiClientError } from './api-client';

type MessageTranslator = Pick<Translator, 'exists' | 't' | 'language'>;
type MessageValues = Record<string, unknown>;

/** Values for a message: amounts in cents (names ending in "Cents") become money of the page's language. */
export function messageValues(values: MessageValues | undefined, language: Translator['language']): TranslationValues {
  const shown: TranslationValues = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'number' && name.endsWith('Cents')) shown[name] = formatMoney(value, 'EUR', language);
    else if (typeof value === 'number' || typeof value === 'string') shown[name] = value;
  }
  return shown;
}

/**
 * Spec §8: the translation of storefrontError.<key> if there is one, else the server's message;
 * an unknown error shows storefrontError.unknownError.
 */
export function apiErrorMessage(
  i18n: MessageTranslator,
  error: Pick<ApiClientError, 'key' | 'message'> & { values?: MessageValues },
): string {
  const key = `storefrontError.${error.key}`;
  if (error.key !== 'unknownError' && i18n.exists(key)) {
    return String(i18n.t(key as never, messageValues(error.values, i18n.language)));
  }
  if (error.key === 'unknownError' || !error.message) return String(i18n.t('storefrontError.unknownError'));
  return error.message;
}

/** A backend event of a cart answer (spec apiEvents) as a notice. */
export interface CartEvent {
  type: string;
  [value: string]: unknown;
}

const couponRemovalMessages: Record<string, string> = {
  minimumOrderValueNotReached: 'coupon.removedMinimumOrderValue',
  noMatchingItem: 'coupon.removedNoMatchingItem',
};

/** Cart events with a message of their own (storefrontError.<type>). */
const shownCartEvents = [
  'cart.itemsRemoved',
  'cart.oversell',
  'cart.quantityCappedAtStock',
  'cart.reachedMaximumQuantity',
];

/** Refusals that are warnings, not errors (spec §8: the quantity limit is shown as a warning). */
export const warningErrorKeys: readonly string[] = ['cart.reachedMaximumQuantity'];

/**
 * What a shopper reads for an event of a cart answer, with its kind of notice; null for events
 * that are only for the page's code (or analytics).
 */
export function cartEventMessage(
  i18n: MessageTranslator,
  event: CartEvent,
): { type: 'warning' | 'neutral'; message: string } | null {
  const key =
    event.type === 'coupon.removed'
      ? (couponRemovalMessages[String(event.reason)] ?? 'coupon.removed')
      : shownCartEvents.includes(event.type)
        ? event.type
        : null;
  if (key === null) return null;
  return {
    type: event.type === 'cart.oversell' ? 'neutral' : 'warning',
    message: String(i18n.t(`storefrontError.${key}` as never, messageValues(event, i18n.language))),
  };
}

/**
 * Spec §8: a failed call is shown as a persistent negative notification; the quantity limit as
 * a warning.
 */
export function showApiError(
  i18n: MessageTranslator,
  error: Pick<ApiClientError, 'key' | 'message'> & { values?: MessageValues },
  store: Pick<NotificationStore, 'send'> = notifications,
) {
  const type = warningErrorKeys.includes(error.key) ? 'warning' : 'negative';
  store.send({ type, message: apiErrorMessage(i18n, error), persist: true });
}
