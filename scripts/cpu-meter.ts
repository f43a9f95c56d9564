// The CPU a process and everything it starts use, counted by a Linux control group (cgroup v2's
// cpu.stat): a group holds every descendant, including those whose parent exits without waiting
// for them (a browser's renderers, a stack's functions workers), which a parent's reaped-children
// times (getrusage, /proc/self/stat) would miss. Where there is no writable cgroup v2 hierarchy
// (another OS, no root), there is no meter and callers print no figure.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CpuMeter {
  /** CPU-seconds used in the group since the process joined it; null once it cannot be read. */
  read(): number | null;
  /** Removes the group (when its processes have all ended; otherwise it is left behind, empty of use). */
  close(): void;
}

/** Puts `pid` (just spawned, before it starts anything) in a group of its own named after `name`. */
export function meterProcess(pid: number, name: string): CpuMeter | null {
  const parent = ownGroupFolder();
  if (!parent) return null;
  const folder = join(parent, `studio-${process.pid}-${name}`);
  try {
    mkdirSync(folder);
    writeFileSync(join(folder, 'cgroup.procs'), String(pid));
  } catch {
    try {
      rmdirSync(folder);
    } catch {
      // Never made.
    }
    return null;
  }
  return {
    read: () => usageSeconds(folder),
    close: () => {
      try {
        rmdirSync(folder);
      } catch {
        // A process outlived its command; the group goes with the next reboot.
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
