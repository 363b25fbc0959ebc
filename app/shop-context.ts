import { createContext, type RouterContext } from 'react-router';
import type { Calls } from '../core/call-registry.server';
import type { CallInput, CallOutput } from '../core/api/registry';
import type { Locale } from '../core/i18n/locales';
import type { ShopperState } from './lib/shopper-state';

/**
 * What the Hono server hands to every loader and action: the call registry in-process (no HTTP
 * hop), the request's CSP nonce and its language. Types only come from core/, so the browser
 * bundle pulls in no server code.
 */
export interface ShopRequestContext {
  locale: Locale;
  nonce: string;
  /** The shop's public origin (PUBLIC_URL), for canonical and hreflang links. */
  publicUrl: string;
  call<Name extends keyof Calls & string>(name: Name, input?: CallInput<Calls[Name]>): Promise<CallOutput<Calls[Name]>>;
  /**
   * True for a page's HTML, false for the data requests of the browser's navigations. A document
   * carries its shopper in a script of its own (ADR 0019); data requests in the root's data.
   */
  documentRequest: boolean;
  /** Whether cookies the pages set must be Secure (https, or a production shop not on this machine). */
  secureCookies: boolean;
  /** The visitor's own part of every page (session view, CSRF token, editor); read once a request. */
  shopper(): Promise<ShopperState>;
}

// The server bundle and the React Router build are two separate bundles in one process; a context
// object is matched by identity, so both take it from one global slot.
const slot = Symbol.for('spiegelshop.shopContext');
const holder = globalThis as typeof globalThis & { [slot]?: RouterContext<ShopRequestContext> };
export const shopContext: RouterContext<ShopRequestContext> = (holder[slot] ??= createContext<ShopRequestContext>());
