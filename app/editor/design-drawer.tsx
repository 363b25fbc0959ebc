import { useEffect, useId, useState } from 'react';
import { blockSizes, type DesignSettings } from '../../core/design/design-settings';
import { contrastRatio, derivePalette, normalizeHexColor, paletteStops, type Palette } from '../../core/design/palette';
import { notifications } from '../lib/notification-store';
import { useTranslation } from '../i18n/use-translation';
import { changedDesignKeys } from '../../core/design/design-settings';
import { applyDesign, loadFontList, saveDesign, type FontChoice } from './design-draft';
import { EditorDrawer } from './editor-drawer';
import { RobotsSettingsSection } from './robots-settings';
import { editorStore, useEditorState } from './editor-store';
import { inputClass, Labelled } from './form-controls';

/**
 * The design drawer "Settings" (issue 18, spec §2): Fonts, Colors and Blocks spacing. Every change
 * shows on the page at once; "Save" is on only while something differs from the saved design.
 */
export function DesignDrawer() {
  const { t } = useTranslation();
  const design = useEditorState((state) => state.design);
  const [fonts, setFonts] = useState<FontChoice[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    loadFontList().then(setFonts, () => setFonts([]));
  }, []);
  if (!design) return null;
  const { saved, draft } = design;
  const dirty = changedDesignKeys(saved, draft).length > 0;

  const change = (values: Partial<DesignSettings>) => {
    const next = { ...draft, ...values };
    // On the page first: a viewport preview frame copies the page's design when the store changes.
    applyDesign(
      next,
      fonts?.find((font) => font.value === next.font),
    );
    editorStore.set({ design: { saved, draft: next } });
  };

  async function save() {
    setSaving(true);
    const ok = await saveDesign(saved, draft);
    setSaving(false);
    if (ok) {
      editorStore.set({ design: { saved: draft, draft } });
      notifications.send({ type: 'positive', message: t('errorMessages.editor.save.settings') });
    } else {
      notifications.send({ type: 'negative', persist: true, message: t('editor.design.saveFailed') });
    }
  }

  return (
    <EditorDrawer title={t('editor.design.title')} placement="left" onClose={() => editorStore.set({ drawer: null })}>
      <div data-testid="site-settings-drawer" className="flex flex-col gap-3">
        <details open className="rounded border border-slate-300">
          <summary className="cursor-pointer px-3 py-2 font-semibold">{t('editor.design.fonts')}</summary>
          <div className="p-3">
            <FontSelect fonts={fonts} value={draft.font} onChange={(font) => change({ font })} />
          </div>
        </details>
        <details open className="rounded border border-slate-300">
          <summary className="cursor-pointer px-3 py-2 font-semibold">{t('editor.design.colors')}</summary>
          <div className="flex flex-col gap-4 p-3">
            <ColorField
              label={t('editor.design.primaryColor')}
              usage={t('editor.design.primaryUsage')}
              value={draft.primaryColor}
              onChange={(primaryColor) => change({ primaryColor })}
            />
            <ColorField
              label={t('editor.design.secondaryColor')}
              usage={t('editor.design.secondaryUsage')}
              value={draft.secondaryColor}
              onChange={(secondaryColor) => change({ secondaryColor })}
            />
          </div>
        </details>
        <details open className="rounded border border-slate-300">
          <summary className="cursor-pointer px-3 py-2 font-semibold">{t('editor.design.blockSpacing')}</summary>
          <fieldset className="p-3">
            <legend className="sr-only">{t('editor.design.blockSpacing')}</legend>
            <div className="flex gap-2">
              {blockSizes.map((size) => (
                <label key={size} className="flex items-center gap-1 rounded border border-slate-300 px-3 py-1.5">
                  <input
                    type="radio"
                    name="block-size"
                    value={size}
                    checked={draft.blockSize === size}
                    onChange={() => change({ blockSize: size })}
                  />
                  {t(`editor.design.sizes.${size}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </details>
        <button
          type="button"
          disabled={!dirty || saving}
          onClick={() => void save()}
          className="self-start rounded bg-slate-900 px-4 py-2 font-semibold text-white disabled:bg-slate-400"
        >
          {saving ? t('editor.toolbar.saving') : t('editor.design.save')}
        </button>
        {/* Saved on its own: search engine rules are no part of the design's draft. */}
        <RobotsSettingsSection />
      </div>
    </EditorDrawer>
  );
}

function FontSelect({
  fonts,
  value,
  onChange,
}: {
  fonts: FontChoice[] | null;
  value: string;
  onChange: (font: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Labelled id={id} label={t('editor.design.font')}>
      <select
        id={id}
        className={inputClass}
        value={value}
        disabled={!fonts}
        onChange={(event) => onChange(event.target.value)}
      >
        {(fonts ?? [{ caption: value, value }]).map((font) => (
          <option key={font.value} value={font.value}>
            {font.value === 'System' ? t('editor.design.systemFont') : font.caption}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/**
 * A colour as a picker and as hex text (spec §5: 6 digits, with or without '#'). The page follows
 * only valid colours; the hint says when white text cannot be read on it and what the shop does.
 */
function ColorField({
  label,
  usage,
  value,
  onChange,
}: {
  label: string;
  /** Where the shop shows the colour itself, and that the rest is derived from it. */
  usage: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // What the editor is typing while it is no colour yet; a valid colour goes to the page at once.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  const valid = normalizeHexColor(text);
  const palette = derivePalette('colour', value);
  const ratio = contrastRatio('#ffffff', value).toFixed(1);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={value}
          aria-label={t('editor.design.picker', { label })}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 w-12 rounded border border-slate-400"
        />
        <input
          id={id}
          className={inputClass}
          value={text}
          maxLength={7}
          aria-invalid={valid ? undefined : true}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const hex = normalizeHexColor(event.target.value);
            setTyped(hex ? null : event.target.value);
            if (hex) onChange(hex);
          }}
        />
      </div>
      <p
        id={`${id}-hint`}
        className={`text-sm ${!valid ? 'text-red-800' : palette.whiteTextReadable ? 'text-slate-700' : 'font-medium text-amber-900'}`}
      >
        {!valid
          ? t('errorMessages.editor.settings.color')
          : palette.whiteTextReadable
            ? t('editor.design.contrastOk', { ratio })
            : t('editor.design.contrastWarning', { ratio })}
      </p>
      <p className="text-sm text-slate-700">{usage}</p>
      <PaletteSwatches label={label} palette={palette} />
    </div>
  );
}

/** The shades the shop derives from a colour, lightest to darkest, as it uses them on the page. */
function PaletteSwatches({ label, palette }: { label: string; palette: Palette }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('editor.design.derivedShades', { label })}
      className="flex overflow-hidden rounded border border-slate-300"
    >
      {paletteStops.map((stop) => (
        <li
          key={stop}
          className="h-6 flex-1"
          style={{ backgroundColor: palette.stops[stop] }}
          title={`${stop}: ${palette.stops[stop]}`}
        >
          <span className="sr-only">{`${stop}: ${palette.stops[stop]}`}</span>
        </li>
      ))}
    </ul>
  );
}
