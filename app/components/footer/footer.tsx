import { useTranslation } from '../../i18n/use-translation';
import type { ShopPageSlug } from '../../../core/content/information-page-slugs';
import { InformationPageLink } from '../information-page-link';
import { LocalizedLink } from '../localized-link';
import { useLocation } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { consentStore } from '../../lib/consent-store';
import { shopperPartAttributes, useShopper } from '../../lib/shopper-state';

const serviceLinks = [
  'contact',
  'shipping',
  'zahlung-und-versand',
  'cancellation-rights',
  'declaration-of-accessibility',
] as const;
const legalLinks: ShopPageSlug[] = ['legal-disclosure', 'privacy-policy', 'terms-and-conditions'];

/** Footer: links to the information pages and the payment, shipping and VAT notes. */
export function Footer() {
  const { t } = useTranslation();
  const netPrices = useShopper().session.user?.showNetPrices === true;
  return (
    <footer className="mt-auto border-t border-secondary-200 bg-secondary-50 text-sm">
      <nav aria-label={t('a11y.footerNavigation')} className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <FooterColumn title={t('footer.service')} links={serviceLinks} />
        <div>
          <FooterColumn title={t('footer.legal')} links={legalLinks} />
          <CookieSettingsLink className="mt-2 inline-block text-slate-700 underline-offset-2 hover:text-primary-800 hover:underline" />
          {/* § 356a BGB: the withdrawal function, clearly labelled, on every page. */}
          <LocalizedLink to="/cancellation-form" className="button-secondary mt-4 inline-block">
            {t('withdrawalButton.label')}
          </LocalizedLink>
        </div>
        <section>
          <h2 className="mb-3 font-semibold text-secondary-1000">{t('footer.paymentAndShipping')}</h2>
          <p className="mb-2 text-slate-700">{t('footer.paymentMethods')}</p>
          <p className="text-slate-700">{t('footer.shippingNote')}</p>
        </section>
      </nav>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-slate-700 sm:flex-row sm:justify-between">
          <p {...shopperPartAttributes('vat-note', {})}>
            <VatNote net={netPrices} />
          </p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}

/**
 * "Cookie-Einstellungen" (issue 21, the privacy policy promises it): opens the consent settings
 * on the page; without JavaScript it is the settings page, which sends the visitor back here.
 */
export function CookieSettingsLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const { pathname, search } = useLocation();
  return (
    <a
      href={localize(`/cookie-settings?returnTo=${encodeURIComponent(pathname + search)}`)}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        consentStore.openSettings(event.currentTarget);
      }}
    >
      {t('footer.cookieSettings')}
    </a>
  );
}

function FooterColumn({ title, links }: { title: string; links: readonly ShopPageSlug[] }) {
  return (
    <section>
      <h2 className="mb-3 font-semibold text-secondary-1000">{title}</h2>
      <ul className="flex flex-col gap-2">
        {links.map((slug) => (
          <li key={slug}>
            <InformationPageLink
              slug={slug}
              className="text-slate-700 underline-offset-2 hover:text-primary-800 hover:underline"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Whether the prices include VAT: a shopper part (ADR 0019), since a business customer who sees
 * net prices (spec §6) reads "zzgl. MwSt." on a page otherwise shared with everyone.
 */
export function VatNote({ net }: { net: boolean }) {
  const { t } = useTranslation();
  // The note leads to the shipping costs by country (PAngV: where the costs are told).
  return (
    <LocalizedLink to="/shipping" className="underline underline-offset-2 hover:text-primary-800">
      {net ? t('footer.netVatNote') : t('footer.vatNote')}
    </LocalizedLink>
  );
}
