import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { getCookie } from 'hono/cookie';
import type { CallContext, RequestHints } from '../core/api/context';
import { isLocale, languageCookie, type Locale } from '../core/i18n/locales';
import type { Services } from '../core/services.server';
import { RequestSession } from '../core/sessions/request-session.server';
import { readSessionToken } from './session-cookie';
import { consentCookie } from '../core/consent/consent-choice';

export interface ShopEnv {
  Variables: {
    requestId: string;
    nonce: string;
    session: RequestSession;
  };
}

const maxHintLength = 200;
const clip = (value: string | undefined) => (value ? value.slice(0, maxHintLength) : undefined);

/** The spec's headers (§7) plus the ReferrerID/noCache query parameters they come from. */
export function readHints(
  c: Context<ShopEnv>,
  options: { trustProxy?: boolean; proxyHops?: number } = {},
): RequestHints {
  const url = new URL(c.req.url);
  const noCache = c.req.header('noCache') ?? url.searchParams.get('noCache') ?? undefined;
  return {
    requestId: c.get('requestId') ?? randomUUID(),
    referrerId: clip(c.req.header('referrerID') ?? url.searchParams.get('ReferrerID') ?? undefined),
    noCache: noCache !== undefined && noCache !== '0' && noCache !== 'false',
    configId: clip(c.req.header('x-config-id')),
    editHash: clip(c.req.header('x-pwa-edit-hash')),
    clientIp: clientAddress(c, options.trustProxy ?? false, options.proxyHops ?? 1),
    consentCookie: clip(getCookie(c, consentCookie.name)),
  };
}

/**
 * The visitor's address, for the limits per client address. Behind reverse proxies of one's own
 * (TRUST_PROXY) the X-Forwarded-For entry the outermost of them appended: `proxyHops` entries from
 * the right. Entries further left come from the client and can say anything (a fresh address per
 * request would escape every limit). Otherwise the connection's peer, which a client cannot forge.
 */
function clientAddress(c: Context<ShopEnv>, trustProxy: boolean, proxyHops: number): string {
  if (trustProxy) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = entries[Math.max(0, entries.length - proxyHops)];
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests that do not come through the Node server (in-process tests) have no socket.
    return 'unknown';
  }
}

/** Language of an API call: the `locale` header, else the language cookie, else German. */
export function apiLocale(c: Context<ShopEnv>): Locale {
  const header = c.req.header('locale');
  if (isLocale(header)) return header;
  const cookie = getCookie(c, languageCookie.name);
  return isLocale(cookie) ? cookie : 'de';
}

export function requestSession(c: Context<ShopEnv>, services: Services): RequestSession {
  let session = c.get('session');
  if (!session) {
    session = new RequestSession(services.sessions, readSessionToken(c));
    c.set('session', session);
  }
  return session;
}

export async function createCallContext(
  c: Context<ShopEnv>,
  services: Services,
  locale: Locale,
  transport: CallContext['transport'] = 'http',
  /** The page cache renders shared pages as a visitor without a session, whatever the cookie says. */
  session: RequestSession = requestSession(c, services),
): Promise<CallContext> {
  const hints = readHints(c, { trustProxy: services.config.TRUST_PROXY, proxyHops: services.config.TRUST_PROXY_HOPS });
  // A referrer id from a marketing link is remembered for the order, but only on a session that
  // exists anyway: merely following a link must not create one.
  const current = hints.referrerId ? await session.current() : null;
  if (current && current.data.referrerId !== hints.referrerId) {
    await session.update((data) => ({ ...data, referrerId: hints.referrerId }));
  }
  return { services, session, locale, hints, events: [], transport };
}
