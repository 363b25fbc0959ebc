import { RouterContextProvider } from 'react-router';
import { anonymousShopper } from '../../app/lib/shopper-state';
import { shopContext } from '../../app/shop-context';

/**
 * A page request's context for unit tests of loaders and actions: German, a visitor's shopper, and
 * every call answered by `call` (which may throw the refusal or fault the test is about).
 */
export function fakeShopContext(call: (name: string, input: unknown) => Promise<unknown>) {
  const provider = new RouterContextProvider();
  provider.set(shopContext, {
    locale: 'de',
    nonce: 'n',
    publicUrl: 'http://shop.test',
    documentRequest: true,
    secureCookies: false,
    shopper: async () => anonymousShopper,
    call: (name, input) => call(name, input) as never,
  });
  return provider;
}
