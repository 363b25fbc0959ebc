import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';
import { useLocation } from 'react-router';
import { editorLanguageCookie, localizePath, locales, type Locale } from '../../core/i18n/locales';
import { notifications } from '../lib/notification-store';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { apiErrorMessage } from '../lib/api-error-message';
import { pathInLanguage, usePageAlternates } from '../lib/page-alternates';
import { saveDraft, setEditorMode, signOutEditor } from './editor-api';
import { saveDesign } from './design-draft';
import {
  actionsDisabled,
  designHasChanges,
  editorStore,
  editorViewports,
  hasUnsavedChanges,
  useEditorState,
  type EditorViewport,
} from './editor-store';
import { PageSelector } from './page-selector';
import { clearFieldProblems, showFieldProblems } from './field-problems';
import { describeSaveProblems } from './save-problems';

/**
 * The editor's top bar (spec §2 "Top toolbar" and "Editor bar"): language and page on the left;
 * viewport, tablet mode and history in the middle; Preview/Edit and "Save changes" on the right.
 */
export function EditorToolbar({ editorName }: { editorName: string }) {
  const { t, i18n } = useTranslation();
  const mode = useEditorState((state) => state.mode);
  const blocksDirty = useEditorState(hasUnsavedChanges);
  const designDirty = useEditorState(designHasChanges);
  const dirty = blocksDirty || designDirty;
  const disabled = useEditorState(actionsDisabled);
  const saving = useEditorState((state) => state.saving);
  const hasPage = useEditorState((state) => state.page !== null);
  const loadingPage = useEditorState((state) => state.loadingPage !== null);
  const viewport = useEditorState((state) => state.viewport);
  const tablet = useEditorState((state) => state.tablet);
  const inHistory = useEditorState((state) => state.historyPreview !== null);

  /** Spec §4 "Saving": the blocks when they changed, then the design settings when they changed. */
  async function save(overwrite = false) {
    const outcome = blocksDirty ? await saveDraft({ overwrite }) : ({ ok: true } as const);
    if (outcome.ok) {
      if (blocksDirty) clearFieldProblems();
      const design = editorStore.get().design;
      const settingsSaved = designDirty && design !== null;
      if (settingsSaved && !(await saveDesign(design.saved, design.draft))) {
        notifications.send({
          type: 'negative',
          persist: true,
          message: [t('errorMessages.editor.save.error'), t('editor.design.saveFailed')],
        });
        return;
      }
      if (settingsSaved) editorStore.set({ design: { saved: design.draft, draft: design.draft } });
      notifications.send({
        type: 'positive',
        message: settingsSaved
          ? [t('errorMessages.editor.save.success'), t('errorMessages.editor.save.settings')]
          : t('errorMessages.editor.save.success'),
      });
      return;
    }
    if (outcome.conflict) {
      const savedAt = outcome.conflict.savedAt ? new Date(outcome.conflict.savedAt) : null;
      const notice = notifications.send({
        type: 'negative',
        persist: true,
        message: [
          t('errorMessages.editor.save.error'),
          t('editor.conflict.message', {
            name: outcome.conflict.name || t('editor.conflict.someone'),
            savedAt: savedAt ? savedAt.toLocaleString(i18n.language) : '',
          }),
          t('editor.conflict.choice'),
        ],
        action: {
          text: t('editor.conflict.overwrite'),
          onClick: () => {
            notice.dismiss();
            void save(true);
          },
        },
      });
      return;
    }
    // Each refused field as a sentence naming the block and the field; the drawer opens there.
    const problems = describeSaveProblems(i18n, editorStore.get().draft, outcome.error.causes);
    notifications.send({
      type: 'negative',
      persist: true,
      message: [
        t('errorMessages.editor.save.error'),
        ...(problems.length > 0
          ? problems.slice(0, 5).map((problem) => problem.sentence)
          : [apiErrorMessage(i18n, outcome.error)]),
      ],
    });
    showFieldProblems(problems);
  }

  return (
    <div
      role="region"
      aria-label={t('editor.toolbar.label')}
      className="fixed inset-x-0 top-0 z-50 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-300 bg-slate-900 px-4 py-2 text-sm text-white"
    >
      <span className="font-semibold">{t('editor.toolbar.title', { name: editorName })}</span>
      <span role="status">{loadingPage ? t('editor.toolbar.loadingPage') : ''}</span>
      <LanguageSelect disabled={dirty || disabled} />
      <PageSelector />
      <label className="flex items-center gap-2">
        {t('editor.toolbar.viewport')}
        <select
          value={viewport}
          onChange={(event) => editorStore.set({ viewport: event.target.value as EditorViewport })}
          className="rounded bg-white px-2 py-1 text-slate-900"
        >
          <option value="full">{t('editor.toolbar.viewportFull')}</option>
          {Object.entries(editorViewports).map(([name, width]) => (
            <option key={name} value={name}>
              {t('editor.toolbar.viewportWidth', { name, width })}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        aria-pressed={tablet}
        onClick={() => editorStore.set((state) => ({ tablet: !state.tablet, tappedUuid: null }))}
        className="rounded border border-white/60 px-3 py-1 aria-pressed:bg-white aria-pressed:text-slate-900"
      >
        {t('editor.toolbar.tablet')}
      </button>
      <button
        type="button"
        disabled={!hasPage}
        onClick={() => editorStore.set({ drawer: { view: 'history' } })}
        className="rounded border border-white/60 px-3 py-1 disabled:opacity-60"
      >
        {t('editor.toolbar.history')}
      </button>
      <div className="ms-auto flex items-center gap-2">
        <button
          type="button"
          disabled={inHistory}
          onClick={() =>
            editorStore.set((state) => (state.mode === 'edit' ? { mode: 'preview', drawer: null } : { mode: 'edit' }))
          }
          className="rounded border border-white/60 px-3 py-1 disabled:opacity-60"
        >
          {mode === 'edit' ? t('editor.toolbar.preview') : t('editor.toolbar.edit')}
        </button>
        <button
          type="button"
          disabled={!dirty || saving || inHistory}
          onClick={() => void save()}
          className="rounded bg-white px-3 py-1 font-semibold text-slate-900 disabled:bg-slate-500 disabled:text-slate-200"
        >
          {saving ? t('editor.toolbar.saving') : t('editor.toolbar.save')}
        </button>
        <EditorMenu dirty={dirty} />
      </div>
    </div>
  );
}

/**
 * Spec §4: the language change sets the editor's locale cookie (100 days), reloads the cart and
 * goes to the page's path in that language, keeping the query. A full page load does both.
 */
function LanguageSelect({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const alternates = usePageAlternates();
  return (
    <label className="flex items-center gap-2">
      {t('editor.toolbar.language')}
      <select
        value={locale}
        disabled={disabled}
        title={disabled ? t('editor.toolbar.languageDisabled') : undefined}
        onChange={(event) => {
          const target = event.target.value as Locale;
          document.cookie = `${editorLanguageCookie.name}=${target}; path=/; max-age=${editorLanguageCookie.maxAgeSeconds}; samesite=lax`;
          window.location.assign(
            localizePath(pathInLanguage(location, alternates, target), target, {
              germanPrefix: location.pathname.startsWith('/de'),
            }),
          );
        }}
        className="rounded bg-white px-2 py-1 text-slate-900 disabled:bg-slate-300"
      >
        {locales.map((option) => (
          <option key={option} value={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Close the editor (see the shop as shoppers do) or sign out; both ask first with unsaved changes. */
function EditorMenu({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { locale } = useLocale();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const leave = async (action: () => Promise<void>, destination?: string) => {
    if (dirty && !window.confirm(t('editor.unsaved.confirm'))) return;
    await action();
    // Nothing is lost now that the editor chose to leave: no second question on the way out.
    editorStore.set({ clean: editorStore.get().draft });
    if (destination) window.location.assign(destination);
    else window.location.reload();
  };
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="rounded border border-white/60 px-3 py-1"
      >
        {t('editor.toolbar.menu')}
      </button>
      {open ? (
        <ul id={menuId} className="absolute right-0 mt-2 w-56 rounded-md bg-white p-1 text-slate-900 shadow-lg">
          <li>
            <button
              type="button"
              className="w-full rounded px-3 py-2 text-left hover:bg-slate-100"
              onClick={() => void leave(() => setEditorMode(false))}
            >
              {t('editor.toolbar.close')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="w-full rounded px-3 py-2 text-left hover:bg-slate-100"
              onClick={() => void leave(signOutEditor, localizePath('/editor/login?signedOut=1', locale))}
            >
              {t('editor.toolbar.signOut')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
