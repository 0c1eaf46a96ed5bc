// Resident memory of a server started by the stack. The stack runs `npm run …`, whose child is
// the server itself (sometimes behind one more shell), so we add up every process in the tree
// except npm's own wrappers, which a production deployment does not run.
import { readFileSync, readdirSync } from 'node:fs';

function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces: the fields we need come after its closing ")".
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid, ppid: Number(after[1]), rssPages: Number(after[21]), cmdline };
  } catch {
    return null; // gone meanwhile
  }
}

function allProcesses() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter(Boolean);
}

/**
 * npm itself (as started, or after it renamed its process: then /proc shows its title, "npm run
 * start", as one string) and the shell it runs the script in. Missing the renamed form once
 * counted npm's own 57 MB into every server's figure.
 */
export const isNpmWrapper = (cmdline) =>
  cmdline.some((part) => /(^|\/)npm(-cli\.js)?(\s|$)/.test(part)) || cmdline[0] === 'sh';

/** Resident megabytes of `rootPid` and its descendants, npm wrappers left out. */
export function residentMegabytes(rootPid) {
  const processes = allProcesses();
  const children = new Map();
  for (const entry of processes) {
    if (!children.has(entry.ppid)) children.set(entry.ppid, []);
    children.get(entry.ppid).push(entry);
  }
  const root = processes.find((entry) => entry.pid === rootPid);
  if (!root) return null;
  let pages = 0;
  const stack = [root];
  while (stack.length) {
    const entry = stack.pop();
    if (!isNpmWrapper(entry.cmdline)) pages += entry.rssPages;
    stack.push(...(children.get(entry.pid) ?? []));
  }
  return Math.round((pages * 4096) / 1024 / 1024);
}

/** Ids of `rootPid` and all its descendants. */
export function processTree(rootPid) {
  const processes = allProcesses();
  const ids = [rootPid];
  for (let i = 0; i < ids.length; i++) {
    for (const entry of processes) if (entry.ppid === ids[i]) ids.push(entry.pid);
  }
  return ids;
}
