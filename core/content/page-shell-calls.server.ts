import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { cachedRead } from '../catalog/cached-read.server';
import { shopConsentSettings } from '../consent/shop-consent.server';
import { sessionView } from '../customers/session-view.server';
import { designView, loadDesignSettings } from '../design/design-settings.server';
import { sessionEditorView } from '../editor/editor-accounts.server';
import { loadShopSettings } from './shop-settings.server';

/*
 * The calls every page starts with: its shell (the category tree, the shop settings, the design,
 * the consent) and, for API clients, getInit with the visitor's session and editor too. Here in
 * content, above the catalog, the design and the accounts they gather.
 */

/**
 * The part of every page that is the same for all its visitors: the category tree, the shop
 * settings pages use (robots per page kind, the home page's SEO, the design settings) and the
 * consent and analytics settings. Nothing of the session is read.
 */
async function pageShell(ctx: CallContext) {
  const [categories, settings, design] = await Promise.all([
    ctx.services.categoryTree.get(ctx.locale, { fresh: ctx.hints.noCache }),
    cachedRead(ctx, ['shop-settings'], () => loadShopSettings(ctx.services.db)),
    cachedRead(ctx, ['design'], async () => designView(await loadDesignSettings(ctx.services.db))),
  ]);
  const { services, version, analytics } = shopConsentSettings(ctx.services.config);
  return {
    categories,
    seo: { robots: settings.robots, homepage: settings.homepage[ctx.locale] },
    design,
    consent: { services, version },
    analytics,
  };
}

/**
 * getPageShell: what the pages' root loader shows of getInit, without the session and editor
 * views: the pages read their shopper once a request (`shopper()`, ADR 0019), so building those
 * views here too was work done twice (issue 35).
 */
export const getPageShell = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  handler: (ctx) => pageShell(ctx),
});

/**
 * getInit (spec §7): everything a page needs on first render, in one call: the session view, the
 * page's shell (getPageShell: category tree, robots, design, consent) and, for an editor's session
 * only, the editor (null for every shopper). Reading it never creates a session, so crawlers leave no rows behind.
 */
export const getInit = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    const [session, shell, editor] = await Promise.all([sessionView(ctx), pageShell(ctx), sessionEditorView(ctx)]);
    return {
      session,
      categories: shell.categories,
      seo: shell.seo,
      design: shell.design,
      editor,
      consent: shell.consent,
      analytics: shell.analytics,
    };
  },
});
