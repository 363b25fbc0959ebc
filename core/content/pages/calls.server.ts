import { z } from 'zod';
import { defineCall } from '../../api/define-call';
import { ApiError } from '../../api/errors';
import {
  addPage,
  contentPageTemplate,
  deletePage,
  listEditorPages,
  pageName,
  savePageSettings,
} from './page-management.server';
import { homepageSettingsInput, newPageInput, pageSettingsInput } from './page-settings';
import { loadShopSettings, saveHomepageSettings } from '../shop-settings.server';
import { loadPageBlocks } from '../blocks/page-blocks.server';
import { maxColumnInteger } from '../../api/column-limits';

/**
 * The pages drawer's calls (issue 18, spec §7): editors only. Every change tells all shop
 * processes, so the navigation, the sitemap and cached pages follow at once.
 */

const categoryId = z.number().int().positive().max(maxColumnInteger);

/** getEditorPages: every page with its settings in both languages (the pages drawer's list). */
export const getEditorPages = defineCall({
  kind: 'read',
  access: { staff: ['content'] },
  input: z.object({}).strict(),
  handler: (ctx) => listEditorPages(ctx.services.db),
});

/** getHomepageSettings: the home page's name and SEO texts in every language (issue 34). */
export const getHomepageSettings = defineCall({
  kind: 'read',
  access: { staff: ['content'] },
  input: z.object({}).strict(),
  handler: async (ctx) => Object.values((await loadShopSettings(ctx.services.db)).homepage),
});

/** setHomepageSettings {details: [per language]}: saved for the languages given; answers them all. */
export const setHomepageSettings = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: homepageSettingsInput,
  async handler(ctx, input) {
    await saveHomepageSettings(ctx.services.db, input.details);
    ctx.services.contentChanges.notify();
    return Object.values((await loadShopSettings(ctx.services.db)).homepage);
  },
});

/** setCategorySettings {settings: [page settings]}: all saved, or none (the answer names the field). */
export const setCategorySettings = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: z.object({ settings: z.array(pageSettingsInput).min(1).max(200) }).strict(),
  async handler(ctx, input) {
    await savePageSettings(ctx.services.db, input.settings);
    ctx.services.contentChanges.notify();
    return listEditorPages(ctx.services.db);
  },
});

/** doAddCategory {parentCategoryId?, type?, details}: a new page (content pages start from the template). */
export const doAddCategory = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: newPageInput,
  async handler(ctx, input) {
    const created = await addPage(ctx.services.db, input, ctx.staff);
    ctx.services.contentChanges.notify();
    return created;
  },
});

/**
 * deleteCategory {categoryId, confirmed?}: answers "Category deleted". A page with products or
 * subpages needs `confirmed: true` (409 with the counts otherwise).
 */
export const deleteCategory = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: z.object({ categoryId, confirmed: z.boolean().optional().default(false) }).strict(),
  async handler(ctx, input) {
    const answer = await deletePage(ctx.services.db, input.categoryId, input.confirmed);
    ctx.services.contentChanges.notify();
    return answer;
  },
});

/**
 * getCategoryTemplate {id}: the blocks a content page starts from: its saved blocks in the
 * request's language, or the template (a text block with the page's name).
 */
export const getCategoryTemplate = defineCall({
  kind: 'read',
  access: { staff: ['content'] },
  input: z.object({ id: categoryId }).strict(),
  async handler(ctx, input) {
    const name = await pageName(ctx.services.db, input.id, ctx.locale);
    if (name === null) throw new ApiError({ status: 404, key: 'notFound', message: 'No such page' });
    const blocks = await loadPageBlocks(ctx.services.db, ctx.services.logger, {
      identifier: String(input.id),
      entityType: 'category',
      locale: ctx.locale,
    });
    return { id: input.id, blocks: blocks.length > 0 ? blocks : contentPageTemplate(name) };
  },
});
