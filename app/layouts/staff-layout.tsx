import { createContext, Outlet, redirect, useRouteLoaderData } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { translationRoute } from '../i18n/translation-route';
import { localizedFor, requestedPage } from '../lib/account-routes';
import { layoutMeta } from '../lib/page-meta';
import { shopContext } from '../shop-context';
import { StaffChrome, type StaffMemberView } from '../staff/staff-chrome';
import { LayoutError } from './chrome';
import type { Route } from './+types/staff-layout';

/** Texts beyond core the staff pages need (ADR 0011): their own, and the order's and the sign-in's. */
const translations = translationRoute(['staff', 'checkout', 'account']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

/** The signed-in staff member, found by the middleware for the layout's loader. */
const staffMember = createContext<StaffMemberView | null>(null);

/**
 * The staff area's layout (issue 36): only for a signed-in staff member – anyone else goes to the
 * staff sign-in, which brings them back to the page they asked for. A middleware, so it holds
 * before any loader or action of a staff page runs, also for a data request that names only the
 * page's own route (`?_routes=staff-orders`).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, request }) => {
    try {
      const { staff } = await context.get(shopContext).call('getStaffSession', {});
      // An admin who must use two-factor sign-in (STAFF_REQUIRE_2FA) sets it up before anything else.
      const security = localizedFor(request, '/staff/security');
      const path = new URL(request.url).pathname.replace(/\.data$/, '');
      if (staff.twoFactorSetupRequired && path !== security) throw redirect(security);
      context.set(staffMember, staff as StaffMemberView);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        throw redirect(
          `${localizedFor(request, '/staff/login')}?redirect=${encodeURIComponent(requestedPage(request))}`,
        );
      }
      throw error;
    }
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return { staff: context.get(staffMember)! };
}

function StaffFrame({ children }: { children: React.ReactNode }) {
  const staff = useRouteLoaderData<typeof loader>('layout/staff')?.staff ?? null;
  return <StaffChrome staff={staff}>{children}</StaffChrome>;
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffChrome staff={loaderData.staff}>
      <Outlet />
    </StaffChrome>
  );
}

export const meta = layoutMeta;

export function ErrorBoundary() {
  return <LayoutError Frame={StaffFrame} />;
}
