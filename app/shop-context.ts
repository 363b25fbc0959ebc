import { createContext, type RouterContext } from 'react-router';
import type { Calls } from '../core/api/call-registry.server';
import type { CallInput, CallOutput } from '../core/api/registry';
import type { Locale } from '../core/i18n/locales';

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
  /** The session's CSRF token when the visitor has a session (handed to the browser client). */
  csrfToken(): Promise<string | null>;
}

// The server bundle and the React Router build are two separate bundles in one process; a context
// object is matched by identity, so both take it from one global slot.
const slot = Symbol.for('spiegelshop.shopContext');
const holder = globalThis as typeof globalThis & { [slot]?: RouterContext<ShopRequestContext> };
export const shopContext: RouterContext<ShopRequestContext> = (holder[slot] ??= createContext<ShopRequestContext>());
