import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { backupDir, listBackups } from '../core/backups/backups.server';
import { isApiError } from '../core/api/errors';
import type { ShopCallRegistry } from '../core/call-registry.server';
import { isLocale } from '../core/i18n/locales';
import type { Services } from '../core/services.server';
import { mayDownloadAsStaff } from '../core/sessions/staff-sign-in';
import { errorMessage } from './error-messages';
import { createCallContext, type ShopEnv } from './request-context';

/**
 * `GET /staff/export/backups/<file name>` (issue 37, role `admin`): one backup file as a download.
 * Only a name from the list of backups is served – never a path – so nothing else of the disk can
 * be reached; 401 without a staff sign-in, 403 without the role, 404 for any other name; never cached.
 */
export function createBackupDownloadRoute(services: Services, registry: ShopCallRegistry) {
  const route = new Hono<ShopEnv>();
  route.get('/:file', async (c) => {
    const locale = isLocale(c.req.query('lang')) ? (c.req.query('lang') as 'de' | 'en') : 'de';
    const refuse = (status: 401 | 403 | 404, key: 'unauthorized' | 'forbidden' | 'notFound') =>
      c.text(errorMessage(locale, key), status, { 'Cache-Control': 'private, no-store' });
    try {
      const ctx = await createCallContext(c, services, locale);
      const { staff } = await registry.execute(ctx, 'getStaffSession', {});
      if (!mayDownloadAsStaff(staff, 'admin')) return refuse(403, 'forbidden');
    } catch (error) {
      if (isApiError(error) && error.status === 401) return refuse(401, 'unauthorized');
      if (isApiError(error) && error.status === 403) return refuse(403, 'forbidden');
      throw error;
    }
    const wanted = c.req.param('file');
    const entry = (await listBackups(services.config)).find((backup) => backup.fileName === wanted);
    if (!entry) return refuse(404, 'notFound');
    const stream = createReadStream(path.join(backupDir(services.config), entry.fileName));
    return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
      'Content-Type': 'application/gzip',
      'Content-Length': String(entry.sizeBytes),
      'Content-Disposition': `attachment; filename="${entry.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return route;
}
