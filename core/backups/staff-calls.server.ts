import { z } from 'zod';
import { ApiError } from '../api/errors';
import { defineCall } from '../api/define-call';
import { BackupRunningError, listBackups, makeBackup, poolOf } from './backups.server';

/**
 * The admin's backup calls (issue 37, role `admin`): the list of backups with their sizes and
 * making one now. A backup is downloaded with `GET /staff/export/backups/<file name>`.
 */
const access = { staff: ['admin'] } as const;

/** getStaffBackups {} → {entries: [{fileName, sizeBytes, createdAt}], keep}, newest first. */
export const getStaffBackups = defineCall({
  kind: 'read',
  access,
  input: z.object({}).strict(),
  handler: async (ctx) => ({
    entries: await listBackups(ctx.services.config),
    keep: ctx.services.config.BACKUP_KEEP,
  }),
});

/** doMakeBackup {} → {fileName, removed}: 409 while another backup is being made. */
export const doMakeBackup = defineCall({
  kind: 'write',
  access,
  input: z.object({}).strict(),
  handler: async (ctx) => {
    try {
      const made = await makeBackup(poolOf(ctx.services.db), ctx.services.config, ctx.services.now());
      ctx.services.logger.info('backup made', { file: made.fileName, by: ctx.staff.id, removed: made.removed.length });
      return { fileName: made.fileName, removed: made.removed };
    } catch (error) {
      if (!(error instanceof BackupRunningError)) throw error;
      throw new ApiError({ status: 409, key: 'staff.backups.running', message: error.message });
    }
  },
});
