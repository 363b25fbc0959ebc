import { netFromGross } from '../catalog/pricing';
import type { orderItems, orders } from '../db/order-schema';
import { orderItemTypes, orderStatus } from '../order-status';
import type { OrderedCart, PlaceOrderInput } from './place-order.server';

/** The rows an order is written as (place_order): the order itself, and its lines. */

/** The order's row: the priced cart's totals, who ordered, where to and how it is paid. */
export function orderRow(input: PlaceOrderInput, accessKey: string): typeof orders.$inferInsert {
  const { cart } = input;
  return {
    statusId: orderStatus.waitingForPayment,
    accessKey,
    idempotencyKey: input.idempotencyKey,
    cartId: input.cartId,
    customerId: input.customerId,
    email: input.email,
    language: input.language,
    currency: cart.currency,
    itemSum: cart.itemSum,
    itemSumNet: cart.itemSumNet,
    shippingAmount: cart.shippingAmount,
    shippingAmountNet: cart.shippingAmountNet,
    couponDiscount: cart.couponDiscount,
    totalGross: cart.basketAmount,
    totalNet: cart.basketAmountNet,
    vats: cart.totalVats,
    couponCode: cart.couponCode,
    billingAddress: input.billingAddress,
    deliveryAddress: input.deliveryAddress,
    shippingProfileId: cart.shippingProfileId!,
    shippingProfileName: cart.shippingProfileName!,
    paymentMethodId: input.payment.id,
    paymentMethodKey: input.payment.key,
    paymentMethodName: input.payment.name,
    ...input.additional,
    ...input.delivery,
    preferredDeliveryAmount: cart.preferredDeliveryAmount,
    preferredDeliveryAmountNet: cart.preferredDeliveryAmountNet,
    ...(input.vat
      ? {
          vatTreatment: 'intraCommunitySupply' as const,
          buyerVatId: input.vat.vatId,
          vatIdStatus: input.vat.confirmed ? ('confirmed' as const) : ('unconfirmed' as const),
          vatIdCheckedAt: new Date(input.vat.checkedAt),
          vatIdRequestIdentifier: input.vat.requestIdentifier,
          // Older payment snapshots (before the name was kept) have none.
          vatIdTraderName: input.vat.traderName ?? '',
        }
      : {}),
  };
}

/**
 * The order's lines: each cart line as it was priced (a bundle as type 3, followed by its parts as
 * type 2 without a price of their own), then the coupon as a line of type 4.
 */
type OrderItemRow = Required<
  Pick<
    typeof orderItems.$inferInsert,
    | 'position'
    | 'typeId'
    | 'itemId'
    | 'variationId'
    | 'orderItemName'
    | 'quantity'
    | 'priceGross'
    | 'priceNet'
    | 'vatRate'
    | 'orderProperties'
  >
>;

export function itemRows(cart: OrderedCart): OrderItemRow[] {
  // Every row names the same columns (place_order inserts the columns of the first).
  const rows: OrderItemRow[] = cart.items.flatMap((line) => [
    {
      position: 0,
      typeId: line.variation.bundleComponents.length > 0 ? orderItemTypes.bundle : orderItemTypes.variation,
      itemId: line.variation.itemId,
      variationId: line.variationId,
      orderItemName: line.variation.name,
      quantity: line.quantity,
      priceGross: line.unitPrice,
      priceNet: line.unitPriceNet,
      vatRate: line.vatRate,
      orderProperties: line.basketItemOrderParams.map((param) => ({
        propertyId: param.propertyId,
        name: param.name,
        type: param.type,
        value: param.value,
        rawValue: param.rawValue,
        surcharge: param.price,
      })),
    },
    ...line.variation.bundleComponents.map((component) => ({
      position: 0,
      typeId: orderItemTypes.bundleComponent,
      itemId: component.itemId,
      variationId: component.variationId,
      orderItemName: component.name,
      quantity: component.quantity * line.quantity,
      priceGross: 0,
      priceNet: 0,
      vatRate: line.vatRate,
      orderProperties: [],
    })),
  ]);
  rows.forEach((row, index) => (row.position = index + 1));
  if (cart.couponCode && cart.couponDiscount !== 0) {
    // The discount's VAT is spread over the rates of the goods; the line carries the main rate.
    const vatRate = cart.items.reduce((rate, line) => Math.max(rate, line.vatRate), 0);
    rows.push({
      position: rows.length + 1,
      typeId: orderItemTypes.coupon,
      itemId: null,
      variationId: null,
      orderItemName: cart.couponCode,
      quantity: 1,
      priceGross: cart.couponDiscount,
      priceNet: -netFromGross(-cart.couponDiscount, vatRate),
      vatRate,
      orderProperties: [],
    });
  }
  return rows;
}
