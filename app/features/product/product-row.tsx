import type { ProductCard as ProductCardData } from '../../../core/catalog/category-page.server';
import { ProductCard } from './product-card';
import { HydrateLater } from '../../components/hydrate-later';

/** A swipeable row of product cards (home page galleries, "recommended" on product pages). */
export function ProductRow({ products }: { products: ProductCardData[] }) {
  return (
    <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-3">
      {products.map((card) => (
        <li key={card.itemId} className="w-44 shrink-0 snap-start sm:w-56">
          <HydrateLater>
            <ProductCard card={card} nameHeading="h3" />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}
