import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A request from this machine itself: loopback socket, a local Host name and nothing forwarded.
 * Behind a reverse proxy every request arrives from loopback, so the Host and the missing
 * X-Forwarded-For header matter too. The local stand-ins (mailbox, analytics collector) show
 * their pages only to such requests.
 */
export function isLocalRequest(c: Context): boolean {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  const host = (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase();
  return (
    remote !== undefined &&
    loopback.has(remote) &&
    ['localhost', '127.0.0.1', '[::1]'].includes(host) &&
    !c.req.header('x-forwarded-for') &&
    !c.req.header('forwarded')
  );
}
