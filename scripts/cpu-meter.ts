// The CPU a command and everything it starts use, counted by a Linux control group (cgroup v2's
// cpu.stat): a group holds every descendant, including those whose parent exits without waiting
// for them (a browser's renderers, a stack's functions workers), which a parent's reaped-children
// times (getrusage, /proc/self/stat) would miss. Where there is no writable cgroup v2 hierarchy
// (another OS, no root), there is no group and callers print no figure.
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

export interface CpuGroup {
  /**
   * The command line that runs `command` in the group: a shell that joins it and then becomes the
   * command, so that nothing the command starts can begin outside (moving a running process in
   * would race with its first children).
   */
  wrap(command: string, args: string[]): [string, string[]];
  /** CPU-seconds used in the group so far; null if it cannot be read. */
  read(): number | null;
  /** Removes the group (when its processes have all ended; otherwise it is left behind). */
  close(): void;
}

/** A new, empty group named after `name`, beside this process's own. */
export function cpuGroup(name: string): CpuGroup | null {
  const parent = ownGroupFolder();
  if (!parent) return null;
  const folder = join(parent, `studio-${process.pid}-${name.replace(/[^\w.-]/g, '_')}`);
  try {
    mkdirSync(folder);
  } catch {
    return null;
  }
  return {
    // If joining fails, the command still runs; its figure is then too small, never an error.
    wrap: (command, args) => [
      'sh',
      ['-c', 'echo $$ > "$0" 2>/dev/null; exec "$@"', join(folder, 'cgroup.procs'), command, ...args],
    ],
    read: () => usageSeconds(folder),
    close: () => {
      try {
        rmdirSync(folder);
      } catch {
        // A process outlived its command; the empty group goes with the next reboot.
      }
    },
  };
}

/** This process's cgroup v2 folder: the hierarchy's mount point joined with the path in /proc/self/cgroup. */
function ownGroupFolder(): string | null {
  try {
    const mount = readFileSync('/proc/self/mountinfo', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .find((fields) => fields[fields.indexOf('-') + 1] === 'cgroup2')?.[4];
    const path = /^0::(.*)$/m.exec(readFileSync('/proc/self/cgroup', 'utf8'))?.[1];
    return mount && path !== undefined ? join(mount, path) : null;
  } catch {
    return null;
  }
}

function usageSeconds(folder: string): number | null {
  try {
    const usec = /^usage_usec (\d+)$/m.exec(readFileSync(join(folder, 'cpu.stat'), 'utf8'))?.[1];
    return usec === undefined ? null : Number(usec) / 1e6;
  } catch {
    return null;
  }
}
