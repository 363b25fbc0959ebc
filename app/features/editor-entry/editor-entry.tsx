import { Form, useLocation } from 'react-router';
import { localizePath } from '../../../core/i18n/locales';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The way back into the editor (issue 34): after "Editor schließen" a signed-in editor sees the
 * shop as shoppers do, plus this one small button, which opens the editor on the same page. The
 * root draws it only after hydration, from the visitor's own data (never in a page's HTML, which
 * a cache may hand to anyone).
 */
export function OpenEditorButton() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  return (
    <aside aria-label={t('editorEntry.label')} className="fixed bottom-4 left-4 z-40">
      <Form method="post" action={localizePath('/editor/login', locale)} reloadDocument>
        <input type="hidden" name="intent" value="openEditor" />
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <button
          type="submit"
          className="rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          {t('editorEntry.open')}
        </button>
      </Form>
    </aside>
  );
}
