import { RouterContextProvider } from 'react-router';
import { shopContext, type ShopRequestContext } from '../../app/shop-context';
import type { CallContext } from '../../core/api/context';
import { callRegistry } from '../../core/call-registry.server';
import { sessionCookieName } from '../../core/consent/shop-cookies';
import { loadShopperState } from '../../core/shopper-state.server';
import { RequestSession } from '../../core/sessions/request-session.server';
import type { TestShop } from './test-shop';

/**
 * One page request of a visitor as server/app.ts serves it, without rendering: loaders and actions
 * get a shop context whose calls run in-process with the visitor's session (read once a request),
 * and whose shopper is read once. `calls` lists the calls made, in order.
 */
export function pageRequestContext(
  shop: TestShop,
  cookies: Map<string, string>,
  { documentRequest = false }: { documentRequest?: boolean } = {},
) {
  const session = new RequestSession(shop.services.sessions, cookies.get(sessionCookieName));
  const callContext = (): CallContext => ({
    services: shop.services,
    session,
    locale: 'de',
    hints: { requestId: 'page-test', noCache: false, clientIp: '127.0.0.1' },
    events: [],
    transport: 'page',
  });
  const calls: string[] = [];
  let shopper: ReturnType<ShopRequestContext['shopper']> | undefined;
  const page: ShopRequestContext = {
    locale: 'de',
    nonce: 'test',
    publicUrl: shop.url,
    call: (name, input) => {
      calls.push(name);
      return callRegistry.execute(callContext(), name, input);
    },
    documentRequest,
    secureCookies: false,
    shopper: () => (shopper ??= loadShopperState(callContext())),
  };
  const context = new RouterContextProvider();
  context.set(shopContext, page);
  return { context, shop: page, calls };
}
