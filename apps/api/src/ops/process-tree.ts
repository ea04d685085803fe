import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** A process's command line as its argv (Linux /proc), or null once it has gone. */
export function commandLine(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

export const alive = (pid: number) => existsSync(`/proc/${pid}`);

function parentOf(pid: number): number | null {
  try {
    // The command name (2nd field) may hold spaces and parentheses: the parent id follows its last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** Every process below `root` (children, grandchildren…) running now. */
export function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent !== null) parents.set(pid, parent);
  }
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length) {
    const next = [...parents].filter(([, parent]) => frontier.includes(parent)).map(([pid]) => pid);
    found.push(...next);
    frontier = next;
  }
  return found;
}
