import { maxColumnInteger } from '../api/column-limits';

/**
 * Product page URLs (spec §2): /{slug}_{itemId}, and /{slug}_{itemId}_{variationId} for a chosen
 * variation. Pure helpers, used by the server (parsing) and the browser (links).
 */
export function productPath(urlPath: string, itemId: number, variationId?: number): string {
  return `/${urlPath}_${itemId}${variationId ? `_${variationId}` : ''}`;
}

export interface ProductPathMatch {
  slug: string;
  itemId: number;
  variationId?: number;
}

const maxId = maxColumnInteger;

/** Reads a product path (without language prefix); null when the path is not a product URL. */
export function parseProductPath(path: string): ProductPathMatch | null {
  const match = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)_(\d{1,10})(?:_(\d{1,10}))?$/.exec(path);
  if (!match) return null;
  const itemId = Number(match[2]);
  const variationId = match[3] === undefined ? undefined : Number(match[3]);
  if (itemId < 1 || itemId > maxId || (variationId !== undefined && (variationId < 1 || variationId > maxId)))
    return null;
  return { slug: match[1]!, itemId, ...(variationId === undefined ? {} : { variationId }) };
}
