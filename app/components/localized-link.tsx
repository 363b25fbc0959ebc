import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocale } from '../i18n/use-locale';

/** A link that keeps the page's language: pass the path without language prefix. */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const { localize } = useLocale();
  return <Link to={localize(to)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  const { localize } = useLocale();
  return <NavLink to={localize(to)} {...props} />;
}
