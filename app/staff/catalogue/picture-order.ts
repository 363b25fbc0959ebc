/**
 * An item's pictures in a new order (issue 37): the picture `id` taken out and put in at `to`
 * (0 = the main picture), the others keeping their order. A drop on the picture's own place, an
 * unknown id or a place outside the list leaves the order as it is (a new array all the same).
 */
export function movedOrder(ids: readonly number[], id: number, to: number): number[] {
  const from = ids.indexOf(id);
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const rest = ids.filter((entry) => entry !== id);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/** The ids the sort form posts (`3,1,2`): whole positive numbers only, else none. */
export function orderFromField(value: unknown): number[] {
  const text = typeof value === 'string' ? value : '';
  if (!/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,199}$/.test(text)) return [];
  return text.split(',').map(Number);
}
