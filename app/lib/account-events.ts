import type { ShopEventName } from './shop-events';

/**
 * Spec §4: after a login a login event fires, after a registration (its confirmation, the click
 * in the page of the mail's link) a sign-up event. Both forms redirect on success, so the router is then loading another page with the form's data; a
 * refused form stays on the login page (or reloads it) and fires nothing.
 */
export function accountEventOf(
  navigation: { state: string; formData?: FormData; location?: { pathname: string } },
  currentPathname: string,
): ShopEventName | null {
  if (navigation.state !== 'loading' || !navigation.formData || !navigation.location) return null;
  if (navigation.location.pathname === currentPathname) return null;
  const intent = navigation.formData.get('intent');
  // The account exists once its confirmation link is clicked (registering only sends the mail).
  if (intent === 'confirmAccount') return 'frontend:signUp';
  if (intent === 'login') return 'frontend:login';
  return null;
}
