import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { localizePath, locales, type Locale } from '../../core/i18n/locales';
import type { EditorPage } from '../../core/content/pages/page-settings';
import { slugify } from '../../core/catalog/slugify';
import { notifications } from '../lib/notification-store';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { ApiClientError } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error-message';
import { addPage, loadEditorPages } from './editor-api';
import { inputClass, Labelled } from './form-controls';
import { nameOf } from './page-entries';

/** A slug from a page name (the placeholder of the slug field and its default). */
const slugOf = (name: string) => slugify(name).slice(0, 100);

/** "Add Page": names and slugs in both languages, type and parent; then the new page opens. */
export function AddPageForm({
  pages,
  onDone,
  onCreated,
}: {
  pages: EditorPage[];
  onDone: () => void;
  onCreated: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const id = useId();
  const [names, setNames] = useState<Record<Locale, string>>({ de: '', en: '' });
  const [slugs, setSlugs] = useState<Record<Locale, string>>({ de: '', en: '' });
  const [type, setType] = useState<'content' | 'item'>('content');
  const [parent, setParent] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  async function create() {
    try {
      const created = await addPage({
        type,
        parentCategoryId: parent,
        details: locales.map((lang) => ({ lang, name: names[lang], nameUrl: slugs[lang] || slugOf(names[lang]) })),
      });
      const list = await loadEditorPages();
      const path = list.find((page) => page.id === created.id)?.paths[locale];
      // Like the peer: straight to the new page – in the app, so the message stays.
      await navigate(localizePath(path ?? '/', locale));
      onCreated();
      notifications.send({ type: 'positive', message: t('errorMessages.editor.categories.success') });
    } catch (error) {
      const clientError = error instanceof ApiClientError ? error : null;
      setProblems([
        clientError ? apiErrorMessage(i18n, clientError) : String(error),
        ...(clientError?.causes ?? []).map(
          (cause) =>
            `${cause.field}: ${i18n.exists(cause.message) ? String(i18n.t(cause.message as never)) : cause.message}`,
        ),
      ]);
    }
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <button type="button" onClick={onDone} className="self-start text-sm underline underline-offset-2">
        {t('editor.pagesDrawer.back')}
      </button>
      <h3 className="font-semibold">{t('editor.pagesDrawer.add')}</h3>
      {locales.map((lang) => (
        <div key={lang} className="flex flex-col gap-3">
          <Labelled id={`${id}-name-${lang}`} label={t('editor.pagesDrawer.name', { language: t(`language.${lang}`) })}>
            <input
              id={`${id}-name-${lang}`}
              className={inputClass}
              required
              maxLength={100}
              value={names[lang]}
              onChange={(event) => setNames({ ...names, [lang]: event.target.value })}
            />
          </Labelled>
          <Labelled id={`${id}-slug-${lang}`} label={t('editor.pagesDrawer.slug', { language: t(`language.${lang}`) })}>
            <input
              id={`${id}-slug-${lang}`}
              className={inputClass}
              maxLength={100}
              placeholder={slugOf(names[lang])}
              value={slugs[lang]}
              onChange={(event) => setSlugs({ ...slugs, [lang]: event.target.value.toLowerCase() })}
            />
          </Labelled>
        </div>
      ))}
      <Labelled id={`${id}-type`} label={t('editor.pagesDrawer.type')}>
        <select
          id={`${id}-type`}
          className={inputClass}
          value={type}
          onChange={(event) => setType(event.target.value as 'content' | 'item')}
        >
          <option value="content">{t('editor.pagesDrawer.typeContent')}</option>
          <option value="item">{t('editor.pagesDrawer.typeItem')}</option>
        </select>
      </Labelled>
      <Labelled id={`${id}-parent`} label={t('editor.pagesDrawer.parent')}>
        <select
          id={`${id}-parent`}
          className={inputClass}
          value={parent ?? ''}
          onChange={(event) => setParent(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('editor.pagesDrawer.noParent')}</option>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {nameOf(page, locale)}
            </option>
          ))}
        </select>
      </Labelled>
      {problems.length > 0 ? (
        <ul role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <button type="submit" className="self-start rounded bg-slate-900 px-4 py-2 font-semibold text-white">
        {t('editor.pagesDrawer.create')}
      </button>
    </form>
  );
}
