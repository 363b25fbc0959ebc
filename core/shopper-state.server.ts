import type { CallContext } from './api/context';
import { parseConsentCookie, type ConsentChoice } from './consent/consent-choice';
import { shopConsentSettings } from './consent/shop-consent.server';
import { sessionEditorView, type EditorView } from './editor/editor-accounts.server';
import type { SessionInfo } from './customers/session-info';
import { sessionView } from './customers/session-view.server';

/**
 * Everything on a shop page that belongs to one shopper (ADR 0019): the session view (header
 * counts, login, wishlist and comparison marks), the CSRF token for the browser's API client, and
 * the editor of an editor's session. The rest of a catalogue page is the same for everyone, so it
 * can come from the page cache while this part is filled in per request.
 */
export interface ShopperState {
  session: SessionInfo;
  csrfToken: string | null;
  editor: EditorView | null;
  /** The visitor's cookie consent (issue 21), null until they chose (then the banner shows). */
  consent: ConsentChoice | null;
}

/** The request's shopper; reading it never creates a session. */
export async function loadShopperState(ctx: CallContext): Promise<ShopperState> {
  // Loaded once here, so the two views below share the one read of the session.
  await ctx.session.current();
  const [session, editor] = await Promise.all([sessionView(ctx), sessionEditorView(ctx)]);
  // sessionView may have ended a login (blocked account): the token is the session's after that.
  const consent = parseConsentCookie(ctx.hints.consentCookie, shopConsentSettings(ctx.services.config).services);
  return { session, csrfToken: (await ctx.session.current())?.csrfToken ?? null, editor, consent };
}
