import type { Locale } from '../i18n/locales';
import type { Services } from '../services.server';
import type { RequestSession } from '../sessions/request-session.server';
import type { StaffMember } from '../sessions/staff-sign-in';
import type { ApiEvent } from './errors';

/** The spec's request headers (§7), read once by the transport. */
export interface RequestHints {
  requestId: string;
  /** `referrerID` header (from the ReferrerID query of a marketing link). */
  referrerId?: string;
  /** `noCache` header: bypass the server's caches for this request. */
  noCache: boolean;
  /** `x-config-id` header: which shop configuration the client was built for. */
  configId?: string;
  /** `x-pwa-edit-hash` header: the editor preview hash (value of the `pwa` cookie). */
  editHash?: string;
  /** The visitor's IP address (for the login limits); 'unknown' when there is no socket. */
  clientIp: string;
  /** The raw consent cookie (issue 21); read into the shopper's consent choice. */
  consentCookie?: string;
}

/** What every call handler gets: services, the visitor's session, language and request hints. */
export interface CallContext {
  services: Services;
  session: RequestSession;
  locale: Locale;
  hints: RequestHints;
  /** Backend events to hand back to the client (e.g. AfterBasketChanged). */
  events: ApiEvent[];
  /**
   * 'page' for a page's loader or action in-process, 'http' for /api. Reading a page never starts
   * a session (ADR 0002); a browser asking getSession over HTTP gets one for its CSRF token.
   */
  transport: 'http' | 'page';
  /** The staff member a staff call runs for, resolved by the registry; absent for every other call. */
  staff?: StaffMember;
  /**
   * Where a long call reports how far it is (the catalogue import), set by the transport when the
   * client asked for progress (`Accept: application/x-ndjson`); absent otherwise.
   */
  progress?: (progress: CallProgress) => void;
}

/** A long call's progress: what it does (`stage`, the call's own word) and how many of how many. */
export interface CallProgress {
  stage: string;
  done: number;
  total: number;
}
