import type { Translator } from '../i18n/translator';
import { notifications, type NotificationStore } from '../features/notifications/notification-store';
import type { ApiClientError } from './api-client';

/**
 * Spec §8: the translation of storefrontError.<key> if there is one, else the server's message;
 * an unknown error shows storefrontError.unknownError.
 */
export function apiErrorMessage(
  i18n: Pick<Translator, 'exists' | 't'>,
  error: Pick<ApiClientError, 'key' | 'message'> & { values?: Record<string, string | number> },
): string {
  const key = `storefrontError.${error.key}`;
  if (error.key !== 'unknownError' && i18n.exists(key)) return String(i18n.t(key as never, error.values));
  if (error.key === 'unknownError' || !error.message) return String(i18n.t('storefrontError.unknownError'));
  return error.message;
}

/** Spec §8: a failed call is shown as a persistent negative notification. */
export function showApiError(
  i18n: Pick<Translator, 'exists' | 't'>,
  error: Pick<ApiClientError, 'key' | 'message'>,
  store: Pick<NotificationStore, 'send'> = notifications,
) {
  store.send({ type: 'negative', message: apiErrorMessage(i18n, error), persist: true });
}
