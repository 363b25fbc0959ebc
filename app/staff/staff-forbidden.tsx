import { useTranslation } from '../i18n/use-translation';

/** What a staff member without the area's role sees (a 403): which role it needs, whom to ask. */
export function StaffForbidden({ needs }: { needs: 'orders' | 'catalogue' | 'content' | 'admin' }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="staff-forbidden" className="space-y-2">
      <h1 id="staff-forbidden" className="text-2xl font-semibold">
        {t('staff.forbidden.title')}
      </h1>
      <p>{t('staff.forbidden.text', { role: t(`staff.roles.${needs}`) })}</p>
    </section>
  );
}
