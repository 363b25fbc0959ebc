import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import de from '../../core/i18n/de.json';
import en from '../../core/i18n/en.json';
import { createI18n } from '../i18n/i18n';
import { TranslatorContext } from '../i18n/use-translation';
import AccountLayout from './account-layout';
import AuthLayout from './auth-layout';
import CheckoutLayout from './checkout-layout';
import DefaultLayout from './default-layout';
import OrderLayout from './order-layout';
import SimplifiedHeaderAndFooterLayout from './simplified-header-and-footer-layout';

const layouts = {
  account: AccountLayout,
  auth: AuthLayout,
  checkout: CheckoutLayout,
  default: DefaultLayout,
  order: OrderLayout,
  'simplified-header-and-footer': SimplifiedHeaderAndFooterLayout,
};

function render(Layout: () => React.ReactNode, path: string, locale: 'de' | 'en' = 'de') {
  const Stub = createRoutesStub([
    { path: '/*', Component: Layout, children: [{ path: '*', Component: () => <p>Seiteninhalt</p> }] },
  ]);
  return renderToString(
    <TranslatorContext value={createI18n(locale, locale === 'en' ? en : de)}>
      <Stub initialEntries={[path]} />
    </TranslatorContext>,
  );
}

describe('layouts', () => {
  it.each(Object.entries(layouts))('%s: skip link, one main landmark with the page, a way home', (_name, Layout) => {
    const html = render(Layout, '/irgendwo');
    expect(html).toContain('href="#main-content"');
    expect(html.match(/<main /g)).toHaveLength(1);
    expect(html).toMatch(/<main id="main-content"[^>]*>[\s\S]*Seiteninhalt[\s\S]*<\/main>/);
    expect(html).toContain('aria-label="Spiegelshop – zur Startseite" href="/"');
    expect(html).toContain('<footer');
  });

  it('default and account layouts carry the full header with search, account, wishlist and cart', () => {
    for (const Layout of [DefaultLayout, AccountLayout, OrderLayout]) {
      const html = render(Layout, '/x');
      expect(html).toContain('role="search"');
      expect(html).toContain('aria-label="Warenkorb, 0 Artikel"');
      expect(html).toContain('aria-label="Wunschliste, 0 Artikel"');
    }
  });

  it('checkout and simplified layouts leave out navigation and search', () => {
    for (const Layout of [CheckoutLayout, SimplifiedHeaderAndFooterLayout]) {
      const html = render(Layout, '/checkout');
      expect(html).not.toContain('role="search"');
      expect(html).not.toContain('Hauptnavigation');
      expect(html).toContain('Sichere Kasse');
    }
    expect(render(CheckoutLayout, '/checkout')).toContain('Zurück zum Warenkorb');
  });

  it('the account layout marks the current account page and keeps the language in its links', () => {
    const html = render(AccountLayout, '/en/my-account/personal-data', 'en');
    expect(html).toMatch(/aria-current="page"[^>]*href="\/en\/my-account\/personal-data"/);
    expect(html).toContain('href="/en/my-account/wishlist"');
  });
});
