import type { Executor } from '../core/db/connection.server';
import { createStaffAccount } from '../core/staff/staff-accounts.server';

/** The demo shop's editor (README "Demo accounts"): for trying the editor, never for a live shop. */
export const demoEditor = {
  email: 'redaktion@spiegelshop.example',
  password: 'Spiegel-Redaktion-2026',
  name: 'Redaktion',
};

/** The demo shop's other staff (issue 36): one who ships orders, and the owner who may do all. */
export const demoShipping = {
  email: 'versand@spiegelshop.example',
  password: 'Spiegel-Versand-2026',
  name: 'Versand',
};
export const demoOwner = {
  email: 'inhaber@spiegelshop.example',
  password: 'Spiegel-Inhaber-2026',
  name: 'Inhaber',
};

export async function seedEditors(db: Executor): Promise<number> {
  await createStaffAccount(db, { ...demoEditor, roles: ['content'] });
  await createStaffAccount(db, { ...demoShipping, roles: ['orders'] });
  await createStaffAccount(db, { ...demoOwner, roles: ['admin'] });
  return 3;
}
