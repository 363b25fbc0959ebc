import type { Translator } from '../../core/i18n/translator';

/**
 * What the error page says for a status (spec §2: status code, message and description). A refusal
 * the visitor caused (a form sent to a page that takes none, a bad address, too many tries) names
 * what happened; only a 5xx reads "Internal Server Error", so nobody is told the shop is broken when
 * it only refused a request.
 */
const statusTexts = {
  400: 'badRequest',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'tooLarge',
  429: 'tooManyRequests',
} as const;

type StatusText = (typeof statusTexts)[keyof typeof statusTexts];

function textOf(status: number): StatusText | 'clientError' | 'serverError' {
  if (status in statusTexts) return statusTexts[status as keyof typeof statusTexts];
  return status >= 400 && status < 500 ? 'clientError' : 'serverError';
}

export function errorPageTitle(status: number, t: Translator['t']): string {
  const text = textOf(status);
  return text === 'clientError' ? t('errorPage.genericTitle', { status }) : t(`errorPage.${text}Title`);
}

export function errorPageDescription(status: number, t: Translator['t'], path: string): string {
  return t(`errorPage.${textOf(status)}Description`, { path });
}

/** A page that failed or was refused may work on a second try; an address that does not exist will not. */
export function errorPageOffersReload(status: number): boolean {
  return status !== 404;
}
