import { useId } from 'react';
import { locales, type Locale } from '../../core/i18n/locales';
import { homepageId, robotsOptions, type EditorPage } from '../../core/content/pages/page-settings';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { inputClass, Labelled } from './form-controls';
import { descendantsOf, emptyDetail, homeName, nameOf } from './page-entries';

/**
 * A page's General or SEO settings in the pages drawer. Each change goes into the drawer's drafts
 * ("Save Settings" sends them all); the home page has names and SEO texts only.
 */
export function PageSettingsForm({
  kind,
  page,
  pages,
  onChange,
  onBack,
}: {
  kind: 'general' | 'seo';
  page: EditorPage;
  pages: EditorPage[];
  onChange: (page: EditorPage) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const set = (values: Partial<EditorPage>) => onChange({ ...page, ...values });
  const setDetail = (lang: Locale, values: Partial<EditorPage['details'][number]>) =>
    set({
      details: locales.flatMap((language) => {
        const detail = page.details.find((entry) => entry.lang === language);
        if (language !== lang) return detail ? [detail] : [];
        return [{ ...emptyDetail(language), ...detail, ...values }];
      }),
    });
  const detail = (lang: Locale) => page.details.find((entry) => entry.lang === lang) ?? emptyDetail(lang);
  const below = descendantsOf(pages, page.id);
  const isHomepage = page.id === homepageId;
  const text = (label: string, value: string, onInput: (value: string) => void, field: string, max = 200) => (
    <Labelled id={`${id}-${field}`} label={label}>
      <input
        id={`${id}-${field}`}
        className={inputClass}
        value={value}
        maxLength={max}
        onChange={(event) => onInput(event.target.value)}
      />
    </Labelled>
  );
  const check = (label: string, checked: boolean, onToggle: (checked: boolean) => void) => (
    <label className="flex items-center gap-2">
      <input type="checkbox" checked={checked} onChange={(event) => onToggle(event.target.checked)} />
      {label}
    </label>
  );
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => event.preventDefault()}>
      <button type="button" onClick={onBack} className="self-start text-sm underline underline-offset-2">
        {t('editor.pagesDrawer.back')}
      </button>
      <h3 className="font-semibold">
        {t(kind === 'general' ? 'editor.pagesDrawer.general' : 'editor.pagesDrawer.seo')}:{' '}
        {isHomepage ? homeName(page, locale) || t('editor.pages.home') : nameOf(page, locale)}
      </h3>
      {kind === 'general' ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{t('editor.pagesDrawer.basics')}</legend>
          <Labelled id={`${id}-id`} label={t('editor.pagesDrawer.pageId')}>
            <input id={`${id}-id`} className={`${inputClass} bg-slate-100`} value={page.id} readOnly />
          </Labelled>
          {locales.map((lang) => (
            <div key={lang} className="flex flex-col gap-3">
              {text(
                t('editor.pagesDrawer.name', { language: t(`language.${lang}`) }),
                detail(lang).name,
                (name) => setDetail(lang, { name }),
                `name-${lang}`,
                100,
              )}
              {isHomepage
                ? null
                : text(
                    t('editor.pagesDrawer.slug', { language: t(`language.${lang}`) }),
                    detail(lang).nameUrl,
                    (nameUrl) => setDetail(lang, { nameUrl: nameUrl.toLowerCase() }),
                    `slug-${lang}`,
                    100,
                  )}
            </div>
          ))}
          {isHomepage ? (
            <p className="text-sm text-slate-700">{t('editor.pagesDrawer.homepageFixed')}</p>
          ) : (
            <>
              <Labelled id={`${id}-parent`} label={t('editor.pagesDrawer.parent')}>
                <select
                  id={`${id}-parent`}
                  className={inputClass}
                  value={page.parentCategoryId ?? ''}
                  onChange={(event) =>
                    set({ parentCategoryId: event.target.value === '' ? null : Number(event.target.value) })
                  }
                >
                  <option value="">{t('editor.pagesDrawer.noParent')}</option>
                  {pages
                    .filter((candidate) => candidate.id !== page.id && !below.has(candidate.id))
                    .map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {nameOf(candidate, locale)}
                      </option>
                    ))}
                </select>
              </Labelled>
              <Labelled id={`${id}-type`} label={t('editor.pagesDrawer.type')}>
                <select
                  id={`${id}-type`}
                  className={inputClass}
                  value={page.type}
                  required
                  onChange={(event) => set({ type: event.target.value as EditorPage['type'] })}
                >
                  <option value="item">{t('editor.pagesDrawer.typeItem')}</option>
                  <option value="content">{t('editor.pagesDrawer.typeContent')}</option>
                </select>
              </Labelled>
              {check(t('editor.pagesDrawer.loginNecessary'), page.right === 'customer', (on) =>
                set({ right: on ? 'customer' : 'all' }),
              )}
              {check(t('editor.pagesDrawer.linklist'), page.linklist === 'Y', (on) =>
                set({ linklist: on ? 'Y' : 'N' }),
              )}
              {check(t('editor.pagesDrawer.sitemap'), page.sitemap === 'Y', (on) => set({ sitemap: on ? 'Y' : 'N' }))}
              <Labelled id={`${id}-position`} label={t('editor.pagesDrawer.position')}>
                <input
                  id={`${id}-position`}
                  type="number"
                  min={0}
                  max={1_000_000}
                  className={inputClass}
                  value={page.position}
                  onChange={(event) =>
                    set({ position: Math.max(0, Math.min(1_000_000, Math.trunc(Number(event.target.value) || 0))) })
                  }
                />
              </Labelled>
            </>
          )}
        </fieldset>
      ) : (
        <>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">{t('editor.pagesDrawer.metaData')}</legend>
            {text(
              t('editor.pagesDrawer.metaTitle'),
              detail(locale).metaTitle,
              (metaTitle) => setDetail(locale, { metaTitle }),
              'meta-title',
            )}
            {text(
              t('editor.pagesDrawer.metaDescription'),
              detail(locale).metaDescription,
              (metaDescription) => setDetail(locale, { metaDescription }),
              'meta-description',
              500,
            )}
            {text(
              t('editor.pagesDrawer.metaKeywords'),
              detail(locale).metaKeywords,
              (metaKeywords) => setDetail(locale, { metaKeywords }),
              'meta-keywords',
              500,
            )}
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">{t('editor.pagesDrawer.robotSettings')}</legend>
            <Labelled id={`${id}-robots`} label={t('editor.pagesDrawer.robots')}>
              <select
                id={`${id}-robots`}
                className={inputClass}
                required
                value={detail(locale).metaRobots}
                onChange={(event) =>
                  setDetail(locale, { metaRobots: event.target.value as (typeof robotsOptions)[number] })
                }
              >
                {robotsOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </Labelled>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">{t('editor.pagesDrawer.furtherSettings')}</legend>
            {text(
              t('editor.pagesDrawer.canonical'),
              detail(locale).canonicalLink,
              (canonicalLink) => setDetail(locale, { canonicalLink }),
              'canonical',
              500,
            )}
          </fieldset>
        </>
      )}
      <p className="text-sm text-slate-700">{t('editor.pagesDrawer.saveHint')}</p>
    </form>
  );
}
