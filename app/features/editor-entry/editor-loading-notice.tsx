import { useTranslation } from '../../i18n/use-translation';

/** While the editor's own chunk and texts load (a second or more on a slow line): it says so. */
export function EditorLoadingNotice() {
  const { t } = useTranslation();
  return (
    <p role="status" className="fixed inset-x-0 top-0 z-50 bg-slate-900 px-4 py-2 text-sm font-semibold text-white">
      {t('editorEntry.loading')}
    </p>
  );
}
