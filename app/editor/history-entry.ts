import { formatDateTime } from '../../core/i18n/format';
import type { Translator } from '../../core/i18n/translator';
import { blockName } from './block-names';

/** One saved version as getBlockVersions answers it. */
export interface HistoryEntry {
  version: number;
  blockNames: string[];
  savedByName: string;
  savedAt: string;
  restoredFrom: { version: number; savedAt: string | null } | null;
}

/**
 * How the history names a version, in the editor's language: "26.11.2026, 14:03 · Redaktion ·
 * wiederhergestellt aus Version 2 vom 25.11.2026, 09:12", and its blocks by their friendly names
 * ("Blöcke: Bildbanner, Text").
 */
export function describeVersion(translator: Translator, entry: HistoryEntry): { saved: string; blocks: string } {
  const { t, language } = translator;
  const restored = entry.restoredFrom
    ? entry.restoredFrom.savedAt
      ? t('editor.history.restoredFrom', {
          version: entry.restoredFrom.version,
          savedAt: formatDateTime(entry.restoredFrom.savedAt, language),
        })
      : t('editor.history.restoredFromVersion', { version: entry.restoredFrom.version })
    : '';
  const saved = [formatDateTime(entry.savedAt, language), entry.savedByName, restored]
    .filter((part) => part !== '')
    .join(' · ');
  const blocks =
    entry.blockNames.length === 0
      ? t('editor.history.noBlocks')
      : t('editor.history.blocks', { names: entry.blockNames.map((name) => blockName(translator, name)).join(', ') });
  return { saved, blocks };
}
