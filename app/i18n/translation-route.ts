import { ensureTranslationParts } from './browser-translations';
import type { TranslationPart } from './translation-parts';

/**
 * What a route (or layout) exports to get translation parts beyond core: `handle` names them for
 * the server-rendered page (root puts them on <html>, entry.client loads them before hydrating),
 * `clientMiddleware` loads them before a client navigation renders the route.
 */
export function translationRoute(parts: TranslationPart[]) {
  const load = async (_args: unknown, next: () => Promise<unknown>): Promise<void> => {
    await ensureTranslationParts(parts);
    await next();
  };
  return { handle: { translationParts: parts }, clientMiddleware: [load] };
}

/** The parts named by the matched routes' handles (root's Layout writes them on <html>). */
export function partsOfMatches(matches: Array<{ handle?: unknown }>): TranslationPart[] {
  const parts = new Set<TranslationPart>();
  for (const match of matches) {
    const named = (match.handle as { translationParts?: TranslationPart[] } | undefined)?.translationParts;
    for (const part of named ?? []) parts.add(part);
  }
  return [...parts];
}
