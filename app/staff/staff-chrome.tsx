import { Form, NavLink } from 'react-router';
import type { StaffRole } from '../../core/sessions/staff-sign-in';
import { LanguageSwitcher } from '../components/language-switcher';
import { Logo } from '../components/icons';
import { SkipLink } from '../components/skip-link';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';

export interface StaffMemberView {
  email: string;
  name: string;
  roles: readonly StaffRole[];
}

/**
 * The staff area's frame (issue 36): its own header with the navigation (Orders · Returns &
 * withdrawals; the storefront editor for staff with `content`), who is signed in, the language
 * switch and signing out. Wide tables get the width; it works from a tablet up.
 */
export function StaffChrome({ staff, children }: { staff: StaffMemberView | null; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const may = (role: StaffRole) => staff?.roles.includes(role) || staff?.roles.includes('admin');
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded px-3 py-2 font-medium ${isActive ? 'bg-primary-800 text-white' : 'text-slate-800 hover:bg-slate-100'}`;
  return (
    <>
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="flex items-center gap-3 text-primary-800">
            <Logo />
            <span className="font-semibold text-slate-900">{t('staff.title')}</span>
          </p>
          <span className="flex-1" />
          <LanguageSwitcher />
          {staff ? (
            <Form method="post" action={localize('/staff/login')} className="flex items-center gap-3 text-sm">
              <span className="text-slate-700">{t('staff.signedInAs', { email: staff.email })}</span>
              <button type="submit" name="intent" value="logout" className="button-secondary">
                {t('staff.signOut')}
              </button>
            </Form>
          ) : null}
          {/* Its own row under the name and the account: room for every area on a tablet. */}
          {staff ? (
            <nav aria-label={t('staff.nav.label')} className="basis-full">
              <ul className="flex flex-wrap gap-1">
                {may('orders') ? (
                  <>
                    <li>
                      <NavLink to={localize('/staff')} end className={linkClass}>
                        {t('staff.nav.orders')}
                      </NavLink>
                    </li>
                    <li>
                      <NavLink to={localize('/staff/returns')} className={linkClass}>
                        {t('staff.nav.returns')}
                      </NavLink>
                    </li>
                    <li>
                      <NavLink to={localize('/staff/bank-statements')} className={linkClass}>
                        {t('staff.nav.bankStatements')}
                      </NavLink>
                    </li>
                    <li>
                      <NavLink to={localize('/staff/customers')} className={linkClass}>
                        {t('staff.nav.customers')}
                      </NavLink>
                    </li>
                  </>
                ) : null}
                {may('catalogue') ? (
                  <li>
                    <NavLink to={localize('/staff/catalogue')} className={linkClass}>
                      {t('staff.nav.catalogue')}
                    </NavLink>
                  </li>
                ) : null}
                {may('catalogue') ? (
                  <li>
                    <NavLink to={localize('/staff/coupons')} className={linkClass}>
                      {t('staff.nav.coupons')}
                    </NavLink>
                  </li>
                ) : null}
                {may('content') ? (
                  <li>
                    <NavLink to={localize('/staff/newsletter')} className={linkClass}>
                      {t('staff.nav.newsletter')}
                    </NavLink>
                  </li>
                ) : null}
                {may('admin') ? (
                  <li>
                    <NavLink to={localize('/staff/accounts')} className={linkClass}>
                      {t('staff.nav.accounts')}
                    </NavLink>
                  </li>
                ) : null}
                {may('admin') ? (
                  <li>
                    <NavLink to={localize('/staff/backups')} className={linkClass}>
                      {t('staff.nav.backups')}
                    </NavLink>
                  </li>
                ) : null}
                <li>
                  <NavLink to={localize('/staff/security')} className={linkClass}>
                    {t('staff.nav.security')}
                  </NavLink>
                </li>
                {may('content') ? (
                  <li>
                    {/* The editor works on the shop's pages: a full page load into the shop. */}
                    <a href={localize('/editor/login')} className={linkClass({ isActive: false })}>
                      {t('staff.nav.editor')}
                    </a>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none">
        {children}
      </main>
    </>
  );
}
