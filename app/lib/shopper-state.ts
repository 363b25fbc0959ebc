import { createContext, useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import { describeSession } from '../../core/customers/session-info';
import { inlineScriptJson } from './inline-json';
import type { ShopperState } from '../../core/shopper-state.server';

export type { ShopperState };

/** A visitor without a session: what a page in the shared page cache is rendered with. */
export const anonymousShopper: ShopperState = Object.freeze({
  session: describeSession(null, null, 0),
  csrfToken: null,
  editor: null,
  consent: null,
});

/**
 * The shopper a document was rendered for: the server's render provides it from the request, the
 * browser from the page's `#shopper-state` script, so hydration finds the markup it renders.
 */
export const DocumentShopperContext = createContext<ShopperState>(anonymousShopper);

/**
 * The current shopper. A document carries its shopper in its own script, not in the root loader's
 * data (which a shared cached page has in common with every visitor); once the root's data is read
 * again in the browser (after a form, a login), that fresher answer wins.
 */
export function useShopper(): ShopperState {
  const rootData = useRouteLoaderData('root') as { shopper?: ShopperState | null } | undefined;
  const documentShopper = useContext(DocumentShopperContext);
  return rootData?.shopper ?? documentShopper;
}

export const shopperScriptId = 'shopper-state';

/** The state as the text of its JSON script. */
export function shopperScriptText(shopper: ShopperState): string {
  return inlineScriptJson(shopper);
}

/** The state the server wrote into the page (anonymous when the script is missing or unreadable). */
export function readDocumentShopper(document: Document): ShopperState {
  const text = document.getElementById(shopperScriptId)?.textContent;
  if (!text) return anonymousShopper;
  try {
    return JSON.parse(text) as ShopperState;
  } catch {
    return anonymousShopper;
  }
}

/**
 * The parts of a shared page that differ per shopper. Each is marked in the page by its wrapper's
 * `data-shopper-part` (its name) and `data-shopper-props` (what it was rendered with), so the
 * server can render it again for a shopper and put it into a cached page
 * (app/features/shopper/personalize-page.server.tsx).
 */
export interface ShopperPartProps {
  'header-links': Record<string, never>;
  'consent-banner': Record<string, never>;
  'list-toggle': { list: 'wishlist' | 'comparison'; variationId: number; productName: string; compact: boolean };
  'card-toggles': { variationId: number; productName: string };
  'vat-note': Record<string, never>;
}
export type ShopperPartName = keyof ShopperPartProps;

/** The wrapper attributes of a part; its props as JSON in which no `<`, `>` or `&` can appear. */
export function shopperPartAttributes<Name extends ShopperPartName>(name: Name, props: ShopperPartProps[Name]) {
  return {
    'data-shopper-part': name,
    'data-shopper-props': JSON.stringify(props).replace(
      /[<>&]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
  };
}
