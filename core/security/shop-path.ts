/**
 * Is `value` a path of this shop that no browser can read as another host? The one rule for every
 * address the shop sends a browser to (redirects, a login's way back) or lets an editor enter as a
 * link or picture of this shop.
 *
 * Browsers drop tabs and line breaks from an address and read `\` as `/`, so `/\evil.example`,
 * `/<TAB>/evil.example` and `//evil.example` all leave the shop. A shop path is therefore one
 * slash, then no second slash, and no backslash, whitespace or control character anywhere.
 */
export function isShopPath(value: string): boolean {
  return value.length <= 2000 && shopPathPattern.test(value);
}

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const shopPathPattern = /^\/(?!\/)[^\s\u0000-\u001F\u007F-\u009F\\]*$/;
