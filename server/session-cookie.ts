import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { Config } from '../core/config';
import { sessionCookie, sessionCookieName } from '../core/consent/shop-cookies';
import type { RequestSession } from '../core/sessions/request-session.server';

/** True when the browser talks to us over https (directly, or through a trusted proxy). */
export function isHttps(c: Context, config: Config): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return config.TRUST_PROXY && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

function isLoopbackHost(c: Context): boolean {
  const host = (c.req.header('host') ?? '').replace(/:\d+$/, '');
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * Session cookie flags: httpOnly, SameSite=Lax, and Secure in production. A production shop
 * opened on this machine over plain http (the Quick start) is the one exception, because
 * browsers would otherwise drop the cookie there.
 */
export function cookieIsSecure(c: Context, config: Config): boolean {
  return isHttps(c, config) || (config.isProduction && !isLoopbackHost(c));
}

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, sessionCookieName);
}

/** The Set-Cookie value for what the request's session asked for (new token or removal), if any. */
export function sessionSetCookie(c: Context, session: RequestSession, config: Config): string | null {
  const change = session.cookie;
  if (!change) return null;
  const options = { path: '/', httpOnly: true, sameSite: 'Lax', secure: cookieIsSecure(c, config) } as const;
  if (change.action === 'clear') return generateCookie(sessionCookieName, '', { ...options, maxAge: 0 });
  // Name and Max-Age from the table of cookies (the consent settings list the same).
  const { name, maxAgeSeconds } = sessionCookie(config);
  return generateCookie(name, change.token, { ...options, maxAge: maxAgeSeconds });
}

export function applySessionCookie(c: Context, session: RequestSession, config: Config) {
  const cookie = sessionSetCookie(c, session, config);
  if (cookie) c.header('Set-Cookie', cookie, { append: true });
}
