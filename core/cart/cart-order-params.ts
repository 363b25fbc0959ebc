import type { Product } from '../catalog/product.server';
import { orderPropertyFileUrl, parseOrderPropertyFileValue } from '../uploads/order-property-file-rules';
import type { CartLine } from './cart-view.server';

/** The stored order property values as the cart shows them (selection ids become their names). */
export function orderParamsOf(
  product: Product,
  lineId: number,
  stored: Array<{ propertyId: number; value: string }>,
): CartLine['basketItemOrderParams'] {
  return stored.flatMap((param) => {
    const property = product.orderProperties.find((candidate) => candidate.id === param.propertyId);
    if (!property) return [];
    const file = property.valueType === 'file' ? parseOrderPropertyFileValue(param.value) : null;
    const shown =
      property.valueType === 'selection'
        ? (property.selectionValues.find((option) => String(option.id) === param.value)?.name ?? param.value)
        : (file?.fileName ?? param.value);
    return [
      {
        propertyId: property.id,
        basketItemId: lineId,
        name: property.name,
        type: property.valueType,
        value: shown,
        rawValue: param.value,
        ...(file ? { fileUrl: orderPropertyFileUrl(file.token) } : {}),
        price: property.surchargeCents,
      },
    ];
  });
}
