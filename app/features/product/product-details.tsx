import type { Product } from '../../../core/catalog/product.server';
import { productPath } from '../../../core/catalog/product-url';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/use-translation';

/** Description, technical data, properties, set contents and the maker's GPSR information. */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  const maker = product.item.manufacturer;
  return (
    <div className="mt-12 grid gap-10 lg:grid-cols-2">
      <section aria-labelledby="product-description">
        <h2 id="product-description" className="mb-3 text-xl font-semibold">
          {t('product.description')}
        </h2>
        {/* Item texts are HTML, sanitized on the way in (seed, editor) and on the way out (product.server). */}
        <div className="prose-shop" dangerouslySetInnerHTML={{ __html: product.texts.description }} />
        {product.bundleComponents.length > 0 ? (
          <>
            <h3 className="mb-2 mt-6 font-semibold">{t('product.bundleContents')}</h3>
            <ul className="list-disc pl-6">
              {product.bundleComponents.map((component) => (
                <li key={component.variationId}>
                  {component.quantity} ×{' '}
                  <LocalizedLink
                    to={productPath(component.urlPath, component.itemId, component.variationId)}
                    className="underline underline-offset-2"
                  >
                    {component.name}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <div className="space-y-8">
        {product.texts.technicalData ? (
          <section aria-labelledby="product-technical-data">
            <h2 id="product-technical-data" className="mb-3 text-xl font-semibold">
              {t('product.technicalData')}
            </h2>
            <div className="prose-shop" dangerouslySetInnerHTML={{ __html: product.texts.technicalData }} />
          </section>
        ) : null}
        {product.variationProperties.length > 0 ? (
          <section aria-labelledby="product-properties">
            <h2 id="product-properties" className="mb-3 text-xl font-semibold">
              {t('product.properties')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
              {product.variationProperties.map((property) => (
                <div key={property.id} className="contents">
                  <dt className="font-medium">{property.name}</dt>
                  <dd>{property.value}</dd>
                </div>
              ))}
              <dt className="font-medium">{t('product.itemNumber')}</dt>
              <dd>{product.variation.number}</dd>
              {product.variation.gtin ? (
                <>
                  <dt className="font-medium">{t('product.gtin')}</dt>
                  <dd>{product.variation.gtin}</dd>
                </>
              ) : null}
            </dl>
          </section>
        ) : null}
        {maker || product.texts.safetyNotes ? (
          <section aria-labelledby="product-safety">
            <h2 id="product-safety" className="mb-3 text-xl font-semibold">
              {t('product.productSafety')}
            </h2>
            {product.texts.safetyNotes ? (
              <>
                <h3 className="font-semibold">{t('product.safetyNotes')}</h3>
                <div
                  className="prose-shop mb-4 text-sm"
                  dangerouslySetInnerHTML={{ __html: product.texts.safetyNotes }}
                />
              </>
            ) : null}
            {maker ? <MakerAddresses maker={maker} /> : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** The maker and, when it is outside the EU, its responsible person there (GPSR Art. 19). */
function MakerAddresses({ maker }: { maker: NonNullable<Product['item']['manufacturer']> }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="font-semibold">{t('product.manufacturer')}</h3>
      <address className="mb-4 text-sm not-italic">
        {maker.legalName || maker.name}
        <br />
        {maker.street} {maker.houseNo}
        <br />
        {maker.postcode} {maker.town}, {maker.country}
        {maker.email ? (
          <>
            <br />
            <a href={`mailto:${maker.email}`} className="underline underline-offset-2">
              {maker.email}
            </a>
          </>
        ) : null}
      </address>
      {maker.responsiblePerson ? (
        <>
          <h3 className="font-semibold">{t('product.responsiblePerson')}</h3>
          <address className="text-sm not-italic">
            {maker.responsiblePerson.name}
            <br />
            {maker.responsiblePerson.street} {maker.responsiblePerson.houseNo}
            <br />
            {maker.responsiblePerson.postCode} {maker.responsiblePerson.town}, {maker.responsiblePerson.country}
            <br />
            <a href={`mailto:${maker.responsiblePerson.email}`} className="underline underline-offset-2">
              {maker.responsiblePerson.email}
            </a>
          </address>
        </>
      ) : null}
    </>
  );
}
