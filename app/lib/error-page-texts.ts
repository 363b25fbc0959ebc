import type { Translator } from '../../core/i18n/translator';

/**
 * What the error page says for a status (spec §2: status code, message and description). A refusal
 * the visitor caused (a form sent to a page that takes none, a request the shop cannot read) says
 * so and that nothing was saved; only a 5xx reads "Internal Server Error", so nobody is told the
 * shop is broken when it only refused a request. (Other refusals – 403, 413, 429 – are answered
 * before any page, in the visitor's language, by server/.)
 */
export function errorPageTitle(status: number, t: Translator['t']): string {
  if (status === 404) return t('errorPage.notFoundTitle');
  if (status === 405) return t('errorPage.methodNotAllowedTitle');
  return isClientError(status) ? t('errorPage.genericTitle', { status }) : t('errorPage.serverErrorTitle');
}

export function errorPageDescription(status: number, t: Translator['t'], path: string): string {
  if (status === 404) return t('errorPage.notFoundDescription', { path });
  return isClientError(status) ? t('errorPage.clientErrorDescription') : t('errorPage.serverErrorDescription');
}

const isClientError = (status: number) => status >= 400 && status < 500;

/** A page that failed or was refused may work on a second try; an address that does not exist will not. */
export function errorPageOffersReload(status: number): boolean {
  return status !== 404;
}
