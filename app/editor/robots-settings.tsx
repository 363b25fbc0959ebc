import { useEffect, useId, useState } from 'react';
import { robotsPageKinds, robotsValues, type RobotsSettings } from '../../core/seo/robots';
import { useTranslation } from '../i18n/use-translation';
import { notifications } from '../lib/notification-store';
import { loadRobotsSettings, saveRobotsSettings } from './editor-api';
import { inputClass, Labelled } from './form-controls';

/**
 * What search engines may do with each kind of page (spec §3 robots per page kind, with the spec's
 * options; issue 39). The home page has its own in its page settings; cart, checkout and account
 * pages are never indexed, so they are not offered.
 */
const editableKinds = robotsPageKinds.filter((kind) => kind !== 'homepage');

export function RobotsSettingsSection() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<RobotsSettings | null>(null);
  const [draft, setDraft] = useState<RobotsSettings | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    loadRobotsSettings().then(
      (settings) => {
        setSaved(settings);
        setDraft(settings);
      },
      () => notifications.send({ type: 'negative', message: t('editor.robots.loadFailed') }),
    );
  }, [t]);
  const dirty = saved !== null && draft !== null && editableKinds.some((kind) => saved[kind] !== draft[kind]);

  async function save() {
    if (!draft || !saved) return;
    setSaving(true);
    const changed = Object.fromEntries(
      editableKinds.filter((kind) => saved[kind] !== draft[kind]).map((kind) => [kind, draft[kind]]),
    );
    try {
      const stored = await saveRobotsSettings(changed);
      setSaved(stored);
      setDraft(stored);
      notifications.send({ type: 'positive', message: t('editor.robots.saved') });
    } catch {
      // The choices stay as they are, for another try.
      notifications.send({ type: 'negative', persist: true, message: t('editor.robots.saveFailed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <details className="rounded border border-slate-300">
      <summary className="cursor-pointer px-3 py-2 font-semibold">{t('editor.robots.title')}</summary>
      <div className="flex flex-col gap-3 p-3">
        <p className="text-sm text-slate-700">{t('editor.robots.intro')}</p>
        {draft === null ? (
          <p role="status">{t('editor.robots.loading')}</p>
        ) : (
          editableKinds.map((kind) => (
            <RobotsSelect
              key={kind}
              label={t(`editor.robots.kinds.${kind}`)}
              value={draft[kind]}
              onChange={(value) => setDraft({ ...draft, [kind]: value })}
            />
          ))
        )}
        <button
          type="button"
          disabled={!dirty || saving}
          onClick={() => void save()}
          className="self-start rounded bg-slate-900 px-4 py-2 font-semibold text-white disabled:bg-slate-400"
        >
          {saving ? t('editor.toolbar.saving') : t('editor.robots.save')}
        </button>
      </div>
    </details>
  );
}

function RobotsSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: RobotsSettings[keyof RobotsSettings];
  onChange: (value: RobotsSettings[keyof RobotsSettings]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value as typeof value)}
      >
        {robotsValues.map((option) => (
          <option key={option} value={option}>
            {t(`editor.robots.values.${option}`)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}
