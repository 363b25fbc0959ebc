/**
 * Order quantities of a variation (spec §3 variation: minimumOrderQuantity,
 * intervalOrderQuantity; §8 maximum per item/variation): the nearest allowed quantity for
 * anything typed, used by the steppers on the product page and in the cart, and by the server.
 */
export interface QuantityRule {
  minimum: number;
  interval: number;
  maximum: number | null;
}

export function normalizeQuantityRule(rule: {
  minimum?: number;
  interval?: number;
  maximum?: number | null;
}): QuantityRule {
  const minimum = Math.max(1, Math.floor(rule.minimum ?? 1) || 1);
  const interval = Math.max(1, Math.floor(rule.interval ?? 1) || 1);
  const maximum = rule.maximum && rule.maximum >= minimum ? Math.floor(rule.maximum) : null;
  return { minimum, interval, maximum };
}

/** The largest allowed quantity not above the maximum (min + k·interval), or null without one. */
function largestAllowed(rule: QuantityRule): number | null {
  if (rule.maximum === null) return null;
  return rule.minimum + Math.floor((rule.maximum - rule.minimum) / rule.interval) * rule.interval;
}

/** The allowed quantity nearest to what was typed (rounding up between two steps). */
export function allowedQuantity(value: number, rule: QuantityRule): number {
  if (!Number.isFinite(value) || value <= rule.minimum) return rule.minimum;
  const steps = Math.ceil((Math.floor(value) - rule.minimum) / rule.interval);
  const quantity = rule.minimum + steps * rule.interval;
  const largest = largestAllowed(rule);
  return largest !== null && quantity > largest ? largest : quantity;
}

export function stepQuantity(value: number, direction: 1 | -1, rule: QuantityRule): number {
  return allowedQuantity(allowedQuantity(value, rule) + direction * rule.interval, rule);
}

export function isAllowedQuantity(value: number, rule: QuantityRule): boolean {
  return Number.isInteger(value) && allowedQuantity(value, rule) === value;
}
