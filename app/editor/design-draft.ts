import {
  designCssVariables,
  changedDesignKeys,
  type BlockSize,
  type DesignSettings,
} from '../../core/design/design-settings';
import { saveDesignSettings } from './editor-api';

/**
 * The design drawer's draft (issue 18, spec §4 "Settings are dirty when blockSize, colours or font
 * differ from initial"): every change is applied to the page's custom properties at once; a save
 * sends the changed keys and makes the draft the new baseline; a failed save keeps the draft.
 */

/** One key/value pair of saveSettings (the drawer only holds valid values). */
type SettingPair =
  { key: 'blockSize'; value: BlockSize } | { key: 'font' | 'primaryColor' | 'secondaryColor'; value: string };

export interface FontChoice {
  caption: string;
  value: string;
  stylesheet?: string;
  cssFamily?: string;
}

/** Puts the draft on the page: inline custom properties win over the server's style. */
export function applyDesign(draft: DesignSettings, font: FontChoice | undefined): void {
  const root = document.documentElement;
  for (const declaration of designCssVariables(draft, font?.cssFamily).split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) root.style.setProperty(declaration.slice(0, colon), declaration.slice(colon + 1));
  }
  if (font?.stylesheet && !document.querySelector(`link[data-editor-font="${font.value}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = font.stylesheet;
    link.dataset.editorFont = font.value;
    document.head.append(link);
  }
}

let fontList: Promise<FontChoice[]> | undefined;

/** /fonts/meta.json, once per tab. */
export function loadFontList(): Promise<FontChoice[]> {
  fontList ??= fetch('/fonts/meta.json').then((response) => {
    if (!response.ok) throw new Error(`Failed to fetch fonts: ${response.status}`);
    return response.json() as Promise<FontChoice[]>;
  });
  fontList.catch(() => (fontList = undefined));
  return fontList;
}

/** Saves the changed keys; true on success (spec: a failed save returns false). */
export async function saveDesign(saved: DesignSettings, draft: DesignSettings): Promise<boolean> {
  const settings = changedDesignKeys(saved, draft).map((key) => ({ key, value: draft[key] }) as SettingPair);
  if (settings.length === 0) return true;
  try {
    await saveDesignSettings(settings);
    return true;
  } catch {
    return false;
  }
}
