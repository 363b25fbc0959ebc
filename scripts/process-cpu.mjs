// CPU time of a process tree from Linux's /proc (for `npm run bench`'s "CPU per order"): the shop's
// processes (the primary and its cluster workers) apart from the embedded PostgreSQL's (the
// postmaster and its backends), each as user + system seconds since they started.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's times (getconf CLK_TCK; 100 on Linux nearly always). */
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/**
 * User + system CPU seconds of one process, plus those of its children it has waited for (a
 * postmaster's ended backends); null when the process is gone or /proc is not there.
 */
export function cpuSecondsOf(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  // Fields 14–17 of proc(5): utime, stime, cutime, cstime; here index 0 is field 3 (the state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return (utime + stime + cutime + cstime) / ticksPerSecond;
}

/** The process's children, grandchildren … (from /proc/<pid>/task/<tid>/children). */
export function descendantsOf(pid) {
  const found = [];
  const visit = (parent) => {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      return;
    }
    for (const task of tasks) {
      let children = [];
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      } catch {
        /* the task ended meanwhile */
      }
      for (const child of children.map(Number)) {
        if (found.includes(child)) continue;
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * CPU seconds used so far by a server started as `pid`: `shop` for the process and its non-database
 * descendants (the cluster's workers), `postgres` for the embedded PostgreSQL's processes. Take it
 * before and after a run; the difference is what the run cost.
 */
export function serverCpuSeconds(pid) {
  const totals = { shop: cpuSecondsOf(pid) ?? 0, postgres: 0 };
  for (const child of descendantsOf(pid)) {
    const seconds = cpuSecondsOf(child) ?? 0;
    if (commandOf(child) === 'postgres') totals.postgres += seconds;
    else totals.shop += seconds;
  }
  return totals;
}
