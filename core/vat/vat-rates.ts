/** Shipping and the preferred day's surcharge are taxed at the standard rate (basis points, 19 %). */
export const standardVatRate = 1900;
