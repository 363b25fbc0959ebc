import { useTranslation } from '../i18n/use-translation';
import { LocalizedLink } from '../components/localized-link';
import { PageMeta } from '../components/page-meta';
import { useRootData } from '../root';

/**
 * Home page. The category tiles come from the navigation categories in the database; the
 * page-block home (hero, gallery and featured categories) replaces the body with the catalogue.
 */
export default function Home() {
  const { t } = useTranslation();
  const categories = useRootData()?.navigation ?? [];
  const benefits = [
    { title: t('home.benefits.freeShipping'), text: t('home.benefits.freeShippingText') },
    { title: t('home.benefits.returns'), text: t('home.benefits.returnsText') },
    { title: t('home.benefits.securePayment'), text: t('home.benefits.securePaymentText') },
  ];
  return (
    <>
      <PageMeta />
      <section className="rounded-xl bg-gradient-to-br from-primary-900 to-primary-700 px-6 py-16 text-white sm:px-12">
        <h1 className="max-w-2xl text-3xl font-semibold sm:text-5xl">{t('home.heroTitle')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-primary-50">{t('home.heroText')}</p>
        <LocalizedLink to="/alle-spiegel" className="button-light mt-8 inline-block">
          {t('home.heroCta')}
        </LocalizedLink>
      </section>

      {categories.length > 0 ? (
        <section aria-labelledby="home-categories" className="mt-12">
          <h2 id="home-categories" className="mb-6 text-2xl font-semibold">
            {t('home.categoriesTitle')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {categories.map((category) => (
              <li key={category.id}>
                <LocalizedLink
                  to={category.url}
                  className="flex h-full min-h-24 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 p-4 text-center font-medium break-words hyphens-auto hover:border-primary-600 hover:bg-primary-50"
                >
                  {category.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="home-benefits" className="mt-12">
        <h2 id="home-benefits" className="mb-6 text-2xl font-semibold">
          {t('home.benefitsTitle')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-lg border border-slate-200 p-6">
              <h3 className="mb-2 font-semibold">{benefit.title}</h3>
              <p className="text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
