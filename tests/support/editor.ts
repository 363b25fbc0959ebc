import { expect } from 'vitest';
import { demoEditor } from '../../seed/editors';
import { createShopper } from './shopper';
import type { TestShop } from './test-shop';

/** A session with the demo editor signed in (editing on), calling the BFF like the editor's page. */
export async function signedInEditor(shop: TestShop, locale: 'de' | 'en' = 'de') {
  const editor = await createShopper(shop, { headers: { locale } });
  const login = await editor.call('doLoginEditor', { email: demoEditor.email, password: demoEditor.password });
  expect(login.status).toBe(200);
  return editor;
}
