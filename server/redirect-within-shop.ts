import type { Context } from 'hono';
import { isShopPath } from '../core/security/shop-path';

/**
 * The server's one way to send a browser elsewhere in the shop. A target that a browser could read
 * as another host (`//x`, `/\x`, tabs or line breaks) never becomes a `Location`: the home page
 * takes its place. Pages redirect through `safeReturnPath` (app/lib), which applies the same rule.
 */
export function redirectWithinShop(c: Context, target: string, status: 301 | 302 | 303): Response {
  return c.redirect(isShopPath(target) ? target : '/', status);
}
