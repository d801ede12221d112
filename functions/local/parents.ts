/**
 * Calls `onOrphaned` once the process that started us is gone. `npm start` runs npm → tsx → this
 * server; when npm is killed outright (SIGKILL, a crashed IDE), tsx lives on as an orphan and
 * nothing would ever stop the server or its Java. So we watch our parent and its parent (Linux:
 * from /proc; elsewhere only our parent) and stop when either dies or we are re-parented.
 */
import { readFileSync } from 'node:fs';

const INIT = 1;

export function whenOrphaned(onOrphaned: () => void, everyMs = 1000): () => void {
  const parent = process.ppid;
  const watched = [parent, parentOf(parent)].filter((p): p is number => p !== undefined && p > INIT);
  const timer = setInterval(() => {
    if (process.ppid !== parent || !watched.every(isAlive)) {
      clearInterval(timer);
      onOrphaned();
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

function parentOf(pid: number): number | undefined {
  try {
    // `pid (comm) state ppid …`; comm may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, but another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
