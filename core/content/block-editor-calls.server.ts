import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { storeBlockImage } from './block-images/block-images.server';
import { pageBlock, type PageBlock } from './blocks/block-model';
import { bannerAltMessage, bannerAltProblems, blockLinkMessage, blockLinkProblems } from './blocks/block-rules';
import {
  blockVersion,
  editablePageBlocks,
  listBlockVersions,
  savePageBlocks,
  type EditablePage,
} from './blocks/save-page-blocks.server';
import { maxColumnInteger } from '../api/column-limits';

/**
 * The block editor's calls (issue 17, spec §7 doSaveBlocks / saveBlocks): editors only. Blocks are
 * checked against the block model on the server; nothing is stored when one does not fit.
 */

const identifier = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-zA-Z0-9_-]+$/);
const entityType = z.enum(['immutable', 'category']);
const pageInput = { identifier, entityType };
const blocksInput = z.array(pageBlock).max(200);
/** What a save takes: the block model, links the shop may show, and pictures described or marked decorative. */
const savedBlocksInput = blocksInput.superRefine((blocks, ctx) => {
  for (const path of blockLinkProblems(blocks)) ctx.addIssue({ code: 'custom', path, message: blockLinkMessage });
  for (const path of bannerAltProblems(blocks)) ctx.addIssue({ code: 'custom', path, message: bannerAltMessage });
});
const saveOptions = {
  baseVersion: z.number().int().min(0).max(maxColumnInteger),
  overwrite: z.boolean().optional().default(false),
};

const pageOf = (ctx: CallContext, input: { identifier: string; entityType: string }): EditablePage => ({
  identifier: input.identifier,
  entityType: input.entityType,
  locale: ctx.locale,
});

/** getEditableBlocks {identifier, entityType}: the page's blocks and the version a save names. */
export const getEditableBlocks = defineCall({
  kind: 'read',
  access: { staff: ['content'] },
  input: z.object(pageInput).strict(),
  handler: (ctx, input) => editablePageBlocks(ctx, pageOf(ctx, input)),
});

/** doSaveBlocks {identifier, entityType, blocks, baseVersion, overwrite?}: a new version of the page. */
export const doSaveBlocks = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: z.object({ ...pageInput, blocks: savedBlocksInput, ...saveOptions }).strict(),
  async handler(ctx, input) {
    return savePageBlocks(ctx, pageOf(ctx, input), input, ctx.staff);
  },
});

/**
 * saveBlocks {identifier, kind, blocks: JSON text, baseVersion}: the peer's form of the same save
 * (spec §7), the blocks as a JSON string (at most 1 MB).
 */
export const saveBlocks = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: z
    .object({
      identifier,
      kind: entityType,
      blocks: z.string().max(1_000_000),
      ...saveOptions,
    })
    .strict(),
  async handler(ctx, input) {
    const blocks = parseBlocksText(input.blocks);
    return savePageBlocks(
      ctx,
      pageOf(ctx, { identifier: input.identifier, entityType: input.kind }),
      { blocks, baseVersion: input.baseVersion, overwrite: input.overwrite },
      ctx.staff,
    );
  },
});

function parseBlocksText(text: string): PageBlock[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'The blocks are no valid JSON.',
      cause: [{ field: 'blocks', code: 'invalid_json', message: 'errorMessages.invalid' }],
    });
  }
  const parsed = savedBlocksInput.safeParse(value);
  if (!parsed.success) {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'The blocks do not fit the block model.',
      cause: parsed.error.issues.slice(0, 20).map((issue) => ({
        field: ['blocks', ...issue.path].join('.'),
        code: issue.code,
        message: issue.message,
      })),
    });
  }
  return parsed.data;
}

/** getBlockVersions {identifier, entityType}: the page's saved versions, newest first. */
export const getBlockVersions = defineCall({
  kind: 'read',
  access: { staff: ['content'] },
  input: z.object(pageInput).strict(),
  handler: (ctx, input) => listBlockVersions(ctx.services.db, pageOf(ctx, input)),
});

/** getBlockVersion {identifier, entityType, versionId}: one earlier version's blocks, to preview. */
export const getBlockVersion = defineCall({
  kind: 'read',
  access: { staff: ['content'] },
  input: z.object({ ...pageInput, versionId: z.number().int().positive().max(maxColumnInteger) }).strict(),
  async handler(ctx, input) {
    const row = await blockVersion(ctx.services.db, pageOf(ctx, input), input.versionId);
    return { version: row.version, blocks: blocksInput.catch([]).parse(row.blocks) };
  },
});

/** doRestoreBlockVersion {identifier, entityType, versionId, baseVersion}: an earlier version saved again. */
export const doRestoreBlockVersion = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: z
    .object({ ...pageInput, versionId: z.number().int().positive().max(maxColumnInteger), ...saveOptions })
    .strict(),
  async handler(ctx, input) {
    const page = pageOf(ctx, input);
    const row = await blockVersion(ctx.services.db, page, input.versionId);
    const blocks = blocksInput.safeParse(row.blocks);
    if (!blocks.success) {
      throw new ApiError({ status: 409, key: 'editor.versionOutdated', message: 'This version no longer fits.' });
    }
    return savePageBlocks(
      ctx,
      page,
      {
        blocks: blocks.data,
        baseVersion: input.baseVersion,
        overwrite: input.overwrite,
        restoredFrom: { version: row.version, savedAt: row.savedAt },
      },
      ctx.staff,
    );
  },
});

/**
 * doUploadBlockImage: a picture for a block. Over HTTP a multipart POST with the field `file`
 * (like doUploadOrderPropertyFile); answers the four sources to put into the block.
 */
export const doUploadBlockImage = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: z.object({ fileName: z.string().max(1000), bytes: z.instanceof(Uint8Array) }).strict(),
  async handler(ctx, { bytes }) {
    return storeBlockImage(ctx.services.config.dataDir, bytes);
  },
});
