import { toLocale } from '../../core/i18n/locales';
import { createApiClient, type ApiClientError } from './api-client';

let reportError: (error: ApiClientError) => void = () => {};

/** The page's BFF client. Only used in the browser (loaders call the registry in-process). */
export const api = createApiClient({
  locale: () => toLocale(document.documentElement.lang),
  search: () => window.location.search,
  onError: (error) => reportError(error),
});

/** The app shell decides how failures are shown (a persistent negative notification). */
export function setApiErrorReporter(reporter: (error: ApiClientError) => void) {
  reportError = reporter;
}
