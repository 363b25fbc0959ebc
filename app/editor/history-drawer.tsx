import { useEffect, useState } from 'react';
import { formatDateTime } from '../../core/i18n/format';
import { notifications } from '../lib/notification-store';
import { useTranslation } from '../i18n/use-translation';
import { endVersionPreview, loadHistory, previewVersion, restoreVersion } from './editor-api';
import { EditorDrawer } from './editor-drawer';
import { editorStore, useEditorState, type EditedPage } from './editor-store';
import { describeVersion } from './history-entry';

type VersionEntry = Awaited<ReturnType<typeof loadHistory>>[number];

/**
 * The page's history (issue 17, beyond the peer): every save with who, when and what it held (the
 * blocks by their friendly names), a restore with the version it brought back (issue 34). An
 * earlier version can be looked at in preview and restored, which saves it as a new version.
 */
export function HistoryDrawer({ page }: { page: EditedPage }) {
  const { t, i18n } = useTranslation();
  const [versions, setVersions] = useState<VersionEntry[] | null>(null);
  const previewing = useEditorState((state) => state.historyPreview);
  const current = useEditorState((state) => state.version);
  useEffect(() => {
    loadHistory(page).then(setVersions, () => setVersions([]));
  }, [page, current]);

  const close = () => {
    if (editorStore.get().historyPreview) endVersionPreview();
    editorStore.set({ drawer: null });
  };
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <EditorDrawer title={t('editor.history.title')} placement="left" onClose={close}>
      {previewing ? (
        <div role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p>{t('editor.history.previewing', { version: previewing.version, savedAt: when(previewing.savedAt) })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="button-primary py-1 text-sm"
              onClick={() =>
                void restoreVersion(page, previewing.versionId).then(() => {
                  notifications.send({
                    type: 'positive',
                    message: t('editor.history.restored', { version: previewing.version }),
                  });
                  editorStore.set({ mode: 'edit' });
                })
              }
            >
              {t('editor.history.restore', { version: previewing.version })}
            </button>
            <button type="button" className="button-secondary py-1 text-sm" onClick={() => endVersionPreview()}>
              {t('editor.history.back')}
            </button>
          </div>
        </div>
      ) : null}
      {versions === null ? <p role="status">{t('editor.history.loading')}</p> : null}
      {versions?.length === 0 ? <p>{t('editor.history.empty')}</p> : null}
      <ol className="space-y-2">
        {versions?.map((entry) => {
          const { saved, blocks } = describeVersion(i18n, entry);
          return (
            <li key={entry.id} className="rounded-md border border-slate-200 p-3">
              <p className="font-semibold">
                {t('editor.history.version', { version: entry.version })}
                {entry.version === current ? ` · ${t('editor.history.current')}` : ''}
              </p>
              <p className="text-sm text-slate-700">{saved}</p>
              <p className="text-sm break-words text-slate-700">{blocks}</p>
              {entry.version !== current ? (
                <button
                  type="button"
                  className="mt-2 button-secondary py-1 text-sm"
                  onClick={() => void previewVersion(page, entry)}
                >
                  {t('editor.history.show', { version: entry.version })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </EditorDrawer>
  );
}
