import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import de from '../../../core/i18n/de.json';
import { describeSession } from '../../../core/customers/session-info';
import { Header } from '../../components/header/header';
import { createI18n } from '../../i18n/i18n';
import { TranslatorContext } from '../../i18n/use-translation';
import { ListToggle } from '../shopping-lists/list-toggle';
import { CardListToggles, CardListTogglesForm } from '../shopping-lists/card-list-toggles';
import { ConsentBannerPart, loadConsentBanner } from '../consent/consent-banner-part';
import { consentServices } from '../../../core/consent/consent-choice';
import { personalizePage as personalizeBytes } from './personalize-page.server';
import {
  anonymousShopper,
  DocumentShopperContext,
  shopperScriptId,
  shopperScriptText,
  type ShopperState,
} from '../../lib/shopper-state';

const i18n = createI18n('de', de);
// The banner's code is loaded before the first page, as the server does at start.
await loadConsentBanner();
// Names that would break a page put together carelessly: quotes, angle brackets, ampersands.
const names = ['Spiegel "Aurora" <LED>', 'Frasco & Söhne > 5x', '</form><script>alert(1)</script>'];
const url = '/rasierspiegel?sort=price&page=2';

/**
 * A page of the shop with the header, a card's two toggles per mirror (one form for all, issue
 * 38) and the product page's own toggle, rendered for `shopper`.
 */
function page(shopper: ShopperState) {
  const Stub = createRoutesStub([
    {
      path: '/*',
      Component: () => (
        <>
          <Header navigation={[]} />
          <CardListTogglesForm>
            {names.map((productName, index) => (
              <CardListToggles key={productName} variationId={1000 + index} productName={productName} />
            ))}
            <ListToggle list="wishlist" variationId={1002} productName={names[2]!} />
          </CardListTogglesForm>
          <ConsentBannerPart services={consentServices({ analytics: true, sessionDays: 30 })} />
          <script
            type="application/json"
            id={shopperScriptId}
            dangerouslySetInnerHTML={{ __html: shopperScriptText(shopper) }}
          />
        </>
      ),
    },
  ]);
  return renderToString(
    <TranslatorContext value={i18n}>
      <DocumentShopperContext value={shopper}>
        <Stub initialEntries={[url]} />
      </DocumentShopperContext>
    </TranslatorContext>,
  );
}

/** The page as text in and out (the shop keeps it in bytes). */
function personalizePage(
  html: string,
  ...rest: Parameters<typeof personalizeBytes> extends [unknown, ...infer R] ? R : never
) {
  return personalizeBytes(Buffer.from(html), ...rest).toString();
}

function shopper(changes: { wishlist?: number[]; comparison?: number[]; cart?: number; authorized?: boolean }) {
  const session = describeSession(null, null, changes.cart ?? 0);
  return {
    session: {
      ...session,
      basket: { ...session.basket, itemWishListIds: changes.wishlist ?? [] },
      comparisonItemIds: changes.comparison ?? [],
      isAuthorized: changes.authorized ?? false,
    },
    csrfToken: 'token-</script>-of-anna',
    editor: null,
    consent: null,
  };
}

describe('personalizePage', () => {
  it('keeps the consent banner for a visitor who has not chosen and drops it for one who has', () => {
    const cached = page(anonymousShopper);
    expect(cached).toContain('id="consent-title"');
    const chosen = { ...anonymousShopper, consent: { granted: [], decidedAt: 1e12 } };
    expect(personalizePage(cached, chosen, { locale: 'de', url, i18n })).not.toContain('id="consent-title"');
  });

  it.each([
    ['a guest with a cart, hearts and a comparison', shopper({ wishlist: [1000, 1002], comparison: [1001], cart: 3 })],
    ['a logged-in customer with nothing listed', shopper({ authorized: true })],
    ['a shopper with a session and nothing in it', shopper({})],
    // No session at all, only the consent cookie: the banner goes.
    ['a visitor who chose in the consent banner', { ...anonymousShopper, consent: { granted: [], decidedAt: 1e12 } }],
    [
      'a customer who allowed analytics',
      { ...shopper({ authorized: true }), consent: { granted: ['ga4'], decidedAt: 1e12 } },
    ],
  ])('makes the anonymous page the page rendered for %s', (_name, state) => {
    const cached = page(anonymousShopper);
    const filledIn = personalizePage(cached, state, { locale: 'de', url, i18n });
    expect(filledIn).toBe(page(state));
    // Twice: the second time from the parts rendered before.
    expect(personalizePage(cached, state, { locale: 'de', url, i18n })).toBe(filledIn);
  });

  it('shows the filled-in state and keeps the script closed', () => {
    const state = shopper({ wishlist: [1002], cart: 3 });
    const filledIn = personalizePage(page(anonymousShopper), state, { locale: 'de', url, i18n });
    expect(filledIn).toContain('aria-label="Warenkorb, 3 Artikel"');
    expect(filledIn.match(/aria-pressed="true"/g)).toHaveLength(2);
    // The card's button says what it sends next: take it off the list.
    expect(filledIn).toContain('value="wishlist:remove:1002"');
    expect(filledIn).toContain('value="comparison:add:1002"');
    expect(filledIn).not.toContain('token-</script>');
    expect(filledIn.match(/<\/script>/g)).toHaveLength(1);
  });

  it('leaves a page without parts as it is but for the shopper script', () => {
    const plain = '<main><p>Impressum</p></main>';
    expect(personalizePage(plain, shopper({ cart: 1 }), { locale: 'de', url, i18n })).toBe(plain);
  });
});
