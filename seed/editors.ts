import type { Executor } from '../core/db/connection.server';
import { createEditor } from '../core/editor/editor-accounts.server';

/** The demo shop's editor (README "Demo accounts"): for trying the editor, never for a live shop. */
export const demoEditor = {
  email: 'redaktion@spiegelshop.example',
  password: 'Spiegel-Redaktion-2026',
  name: 'Redaktion',
};

export async function seedEditors(db: Executor): Promise<number> {
  await createEditor(db, demoEditor);
  return 1;
}
