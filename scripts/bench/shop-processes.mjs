// The shop under measurement: waiting for it, its processes (one per core, ADR 0018) and their memory.
import os from 'node:os';
import { readFileSync } from 'node:fs';

/** Until the shop answers its health check (a minute at most). */
export async function waitForServer(base) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the shop did not start');
}

/** The shop's processes (one per core, ADR 0018): all of them listening before anything is measured. */
export async function waitForShopProcesses(serverPid) {
  const expected = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());
  for (let attempt = 0; attempt < 300 && expected > 1; attempt++) {
    if (shopProcessIds(serverPid).length >= expected) {
      // Started is not yet listening: a moment for the last one to open the port.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function shopProcessIds(serverPid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${serverPid}/task/${serverPid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
  } catch {
    /* no children file: a single process */
  }
  return children.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server-app.js');
    } catch {
      return false;
    }
  });
}

/** Resident memory of the shop: its primary and its shop processes (not the embedded PostgreSQL). */
export function rssOfServer(serverPid) {
  const rssOf = (pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      return 0;
    }
  };
  return [serverPid, ...shopProcessIds(serverPid)].reduce((sum, pid) => sum + rssOf(pid), 0);
}
