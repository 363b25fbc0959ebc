import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError, type FieldProblem } from '../../api/errors';
import { publishContentChange } from '../../cache/content-change-channel.server';
import type { CategoryRow } from '../../catalog/category-tree.server';
import { itemCategories } from '../../db/catalog-schema';
import type { Database, Executor } from '../../db/connection.server';
import { categories, categoryDetails, categoryPathRedirects, pageBlocks, pageBlockVersions } from '../../db/schema';
import { locales, type Locale } from '../../i18n/locales';
import type { PageBlock } from '../blocks/block-model';
import {
  homepageId,
  reservedTopLevelSlugs,
  type EditorPage,
  type NewPageInput,
  type PageSettingsInput,
} from './page-settings';

/**
 * The editor's page management (issue 18, spec §7 setCategorySettings, deleteCategory,
 * getCategoryTemplate): every page with its settings in both languages, saving a list of them,
 * adding and deleting pages. A changed slug or parent leaves the old paths as 301 redirects.
 */

interface PageRow extends CategoryRow {
  position: number;
  details: Map<Locale, EditorPage['details'][number]>;
}

async function readPages(db: Executor): Promise<Map<number, PageRow>> {
  const [rows, details] = await Promise.all([
    db.select().from(categories).orderBy(categories.position, categories.id),
    db.select().from(categoryDetails),
  ]);
  const pages = new Map<number, PageRow>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        parentId: row.parentId,
        type: row.type,
        right: row.right,
        sitemap: row.sitemap,
        linklist: row.linklist,
        position: row.position,
        details: new Map(),
      },
    ]),
  );
  for (const detail of details) {
    const { categoryId, lang, ...fields } = detail;
    const robots = fields.metaRobots as EditorPage['details'][number]['metaRobots'];
    pages.get(categoryId)?.details.set(lang as Locale, { lang: lang as Locale, ...fields, metaRobots: robots });
  }
  return pages;
}

/** Path of a page in a language: its parents' slugs and its own; undefined when one has no text. */
function pathOf(pages: Map<number, PageRow>, id: number, locale: Locale, seen = new Set<number>()): string | undefined {
  const page = pages.get(id);
  const slug = page?.details.get(locale)?.nameUrl;
  if (!page || slug === undefined || seen.has(id)) return undefined;
  seen.add(id);
  if (page.parentId === null) return `/${slug}`;
  const parentPath = pathOf(pages, page.parentId, locale, seen);
  return parentPath === undefined ? undefined : `${parentPath}/${slug}`;
}

function allPaths(pages: Map<number, PageRow>): Map<string, number> {
  const paths = new Map<string, number>();
  for (const id of pages.keys()) {
    for (const locale of locales) {
      const path = pathOf(pages, id, locale);
      if (path !== undefined) paths.set(`${locale}:${path}`, id);
    }
  }
  return paths;
}

/** Every page for the editor's pages drawer, in tree order (position, then id). */
export async function listEditorPages(db: Database): Promise<EditorPage[]> {
  const [pages, counts] = await Promise.all([
    readPages(db),
    db
      .select({ categoryId: itemCategories.categoryId, count: sql<number>`count(*)::int` })
      .from(itemCategories)
      .groupBy(itemCategories.categoryId),
  ]);
  const itemCount = new Map(counts.map((row) => [row.categoryId, row.count]));
  const children = new Map<number, number>();
  for (const page of pages.values()) {
    if (page.parentId !== null) children.set(page.parentId, (children.get(page.parentId) ?? 0) + 1);
  }
  return [...pages.values()].map((page) => ({
    id: page.id,
    parentCategoryId: page.parentId,
    type: page.type,
    right: page.right,
    sitemap: page.sitemap ? 'Y' : 'N',
    linklist: page.linklist ? 'Y' : 'N',
    position: page.position,
    itemCount: itemCount.get(page.id) ?? 0,
    childCount: children.get(page.id) ?? 0,
    details: [...page.details.values()],
    paths: Object.fromEntries(
      locales.flatMap((locale) => {
        const path = pathOf(pages, page.id, locale);
        return path === undefined ? [] : [[locale, path]];
      }),
    ),
  }));
}

const validation = (causes: FieldProblem[]) =>
  new ApiError({
    status: 400,
    key: 'validation',
    message: causes[0]?.message ?? 'Invalid page settings',
    cause: causes,
  });

/**
 * Slugs unique among siblings per language, no reserved first or second segment (a second one
 * would follow a top-level page where a route takes its optional language segment, ADR 0030), no
 * page its own ancestor.
 */
function checkTree(pages: Map<number, PageRow>, changed: Array<{ id: number; field: string }>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const { id, field } of changed) {
    const page = pages.get(id)!;
    for (let parent = page.parentId, steps = 0; parent !== null; parent = pages.get(parent)?.parentId ?? null) {
      if (parent === id || ++steps > 100) {
        problems.push({
          field: `${field}.parentCategoryId`,
          code: 'cycle',
          message: 'errorMessages.editor.pages.parentCycle',
        });
        break;
      }
    }
    const belowTopLevel = page.parentId !== null && pages.get(page.parentId)?.parentId === null;
    page.details.forEach((detail, locale) => {
      const detailField = `${field}.details.${locale}.nameUrl`;
      if ((page.parentId === null || belowTopLevel) && reservedTopLevelSlugs.has(detail.nameUrl)) {
        problems.push({ field: detailField, code: 'reserved', message: 'errorMessages.editor.pages.slugReserved' });
      }
      for (const other of pages.values()) {
        if (
          other.id !== id &&
          other.parentId === page.parentId &&
          other.details.get(locale)?.nameUrl === detail.nameUrl
        ) {
          problems.push({ field: detailField, code: 'taken', message: 'errorMessages.editor.pages.slugTaken' });
          break;
        }
      }
    });
  }
  return problems;
}

async function writeDetails(tx: Executor, id: number, details: NewPageInput['details']) {
  for (const detail of details) {
    const { lang, ...fields } = detail;
    await tx
      .insert(categoryDetails)
      .values({ categoryId: id, lang, ...fields })
      .onConflictDoUpdate({ target: [categoryDetails.categoryId, categoryDetails.lang], set: fields });
  }
}

/**
 * Old paths that changed become redirects to the page; a path in use again by a page is no
 * redirect any more.
 */
async function recordMovedPaths(tx: Executor, before: Map<string, number>, after: Map<string, number>) {
  const moved = [...before].filter(([key, id]) => after.get(key) !== id && pagesStillThere(after, id));
  for (const [key, id] of moved) {
    const [lang, ...rest] = key.split(':');
    await tx
      .insert(categoryPathRedirects)
      .values({ lang: lang!, path: rest.join(':'), categoryId: id })
      .onConflictDoUpdate({
        target: [categoryPathRedirects.lang, categoryPathRedirects.path],
        set: { categoryId: id, createdAt: sql`now()` },
      });
  }
  const current = [...after.keys()];
  if (current.length > 0) {
    await tx
      .delete(categoryPathRedirects)
      .where(inArray(sql`${categoryPathRedirects.lang} || ':' || ${categoryPathRedirects.path}`, current));
  }
}

const pagesStillThere = (paths: Map<string, number>, id: number) => [...paths.values()].includes(id);

/** setCategorySettings: saves every page of the list in one transaction, or none. */
export async function savePageSettings(db: Database, list: PageSettingsInput[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('page-settings'))`);
    const pages = await readPages(tx);
    const before = allPaths(pages);
    const problems: FieldProblem[] = [];
    list.forEach((settings, index) => {
      const page = pages.get(settings.id);
      if (!page) {
        problems.push({ field: `${index}.id`, code: 'not_found', message: 'errorMessages.editor.pages.notFound' });
        return;
      }
      if (settings.parentCategoryId !== null && !pages.has(settings.parentCategoryId)) {
        problems.push({
          field: `${index}.parentCategoryId`,
          code: 'not_found',
          message: 'errorMessages.editor.pages.parentNotFound',
        });
      }
      Object.assign(page, {
        parentId: settings.parentCategoryId,
        type: settings.type,
        right: settings.right,
        sitemap: settings.sitemap === 'Y',
        linklist: settings.linklist === 'Y',
        position: settings.position,
      });
      for (const detail of settings.details) page.details.set(detail.lang, detail);
    });
    if (problems.length === 0) {
      problems.push(
        ...checkTree(
          pages,
          list.map((settings, index) => ({ id: settings.id, field: String(index) })),
        ),
      );
    }
    if (problems.length > 0) throw validation(problems);
    for (const settings of list) {
      const page = pages.get(settings.id)!;
      await tx
        .update(categories)
        .set({
          parentId: page.parentId,
          type: page.type,
          right: page.right,
          sitemap: page.sitemap,
          linklist: page.linklist,
          position: page.position,
        })
        .where(eq(categories.id, page.id));
      await writeDetails(tx, page.id, settings.details);
    }
    await recordMovedPaths(tx, before, allPaths(pages));
    await publishContentChange(tx);
  });
}

/** A page's name in a language (another language's when it has none there); null: no such page. */
export async function pageName(db: Database, id: number, locale: Locale): Promise<string | null> {
  const rows = await db
    .select({ lang: categoryDetails.lang, name: categoryDetails.name })
    .from(categories)
    .leftJoin(categoryDetails, eq(categoryDetails.categoryId, categories.id))
    .where(eq(categories.id, id));
  if (rows.length === 0) return null;
  return (rows.find((row) => row.lang === locale) ?? rows[0])!.name ?? '';
}

/** The blocks a new content page starts with (getCategoryTemplate): a text block with its name. */
export function contentPageTemplate(name: string): PageBlock[] {
  return [
    {
      name: 'TextCard',
      type: 'content',
      meta: { uuid: crypto.randomUUID() },
      content: {
        text: { pretitle: '', title: name, subtitle: '', htmlDescription: '', textAlignment: 'left' },
      },
    },
  ];
}

/** doAddCategory: a new page at the end of its parent's pages; content pages get their template. */
export async function addPage(db: Database, input: NewPageInput, editor: { id: number; name: string; email: string }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('page-settings'))`);
    const pages = await readPages(tx);
    if (input.parentCategoryId !== null && !pages.has(input.parentCategoryId)) {
      throw validation([
        { field: 'parentCategoryId', code: 'not_found', message: 'errorMessages.editor.pages.parentNotFound' },
      ]);
    }
    const siblings = [...pages.values()].filter((page) => page.parentId === input.parentCategoryId);
    const position = Math.max(0, ...siblings.map((page) => page.position + 10));
    const [created] = await tx
      .insert(categories)
      .values({ parentId: input.parentCategoryId, type: input.type, linklist: false, sitemap: true, position })
      .returning({ id: categories.id });
    const id = created!.id;
    pages.set(id, {
      id,
      parentId: input.parentCategoryId,
      type: input.type,
      right: 'all',
      sitemap: true,
      linklist: false,
      position,
      details: new Map(input.details.map((detail) => [detail.lang, detail])),
    });
    const problems = checkTree(pages, [{ id, field: '' }]).map((problem) => ({
      ...problem,
      field: problem.field.replace(/^\./, ''),
    }));
    if (problems.length > 0) throw validation(problems);
    await writeDetails(tx, id, input.details);
    if (input.type === 'content') {
      for (const detail of input.details) {
        const blocks = contentPageTemplate(detail.name);
        const key = { identifier: String(id), entityType: 'category', lang: detail.lang };
        await tx.insert(pageBlocks).values({ ...key, blocks, version: 1, updatedBy: editor.id });
        await tx.insert(pageBlockVersions).values({
          ...key,
          version: 1,
          blocks,
          savedBy: editor.id,
          savedByName: editor.name || editor.email,
        });
      }
    }
    await publishContentChange(tx);
    return { id };
  });
}

/**
 * deleteCategory: the Homepage never; a page with products or subpages only when the editor
 * confirmed (the answer says what would go). Subpages go with it; products stay in the shop and
 * only lose their place on this page. The page's blocks and history go too.
 */
export async function deletePage(db: Database, id: number, confirmed: boolean): Promise<'Category deleted'> {
  if (id === homepageId) {
    throw new ApiError({ status: 400, key: 'editor.categories.homepage', message: 'The homepage cannot be deleted.' });
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('page-settings'))`);
    const pages = await readPages(tx);
    if (!pages.has(id)) throw new ApiError({ status: 404, key: 'notFound', message: 'No such page' });
    const subtree = [id];
    for (let index = 0; index < subtree.length; index++) {
      for (const page of pages.values()) if (page.parentId === subtree[index]) subtree.push(page.id);
    }
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(distinct ${itemCategories.itemId})::int` })
      .from(itemCategories)
      .where(inArray(itemCategories.categoryId, subtree))) as [{ count: number }];
    if (!confirmed && (count > 0 || subtree.length > 1)) {
      throw new ApiError({
        status: 409,
        key: 'editor.categories.notEmpty',
        message: 'The page has products or subpages; confirm to delete it.',
        values: { itemCount: count, childCount: subtree.length - 1 },
      });
    }
    const identifiers = subtree.map(String);
    await tx
      .delete(pageBlocks)
      .where(and(eq(pageBlocks.entityType, 'category'), inArray(pageBlocks.identifier, identifiers)));
    await tx
      .delete(pageBlockVersions)
      .where(and(eq(pageBlockVersions.entityType, 'category'), inArray(pageBlockVersions.identifier, identifiers)));
    await tx.delete(categories).where(eq(categories.id, id));
    await publishContentChange(tx);
    return 'Category deleted' as const;
  });
}
