/** "#rrggbb" (or "#rgb") with an opacity as an rgba() colour; anything else is returned as is. */
export function translucent(hex: string, opacity: number): string {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return hex;
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${Math.min(Math.max(opacity, 0), 1)})`;
}
