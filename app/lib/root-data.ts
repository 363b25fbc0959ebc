import { useRouteLoaderData } from 'react-router';
import type { CallOutput } from '../../core/api/registry';
import type { Calls } from '../../core/call-registry.server';
import type { NavigationCategory } from './navigation';
import type { ShopperState } from './shopper-state';

type Init = CallOutput<Calls['getInit']>;

/**
 * The root route's data (the loader in app/root.tsx): the shop's shell every page shares. It is
 * declared here, below the pages, so layouts, features and the editor read it without importing
 * root.tsx (which imports them: an import circle).
 */
export interface RootData {
  navigation: NavigationCategory[];
  publicUrl: string;
  robots: Init['seo']['robots'];
  homepage: Init['seo']['homepage'];
  design: Init['design'];
  consent: Init['consent'];
  analytics: Init['analytics'];
  /** Null in a page's HTML: a document carries its shopper in a script of its own (ADR 0019). */
  shopper: ShopperState | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
