// The CPU meter counts a command's whole process tree, including a process its parent never waits
// for: the case a parent's reaped-children times miss.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cpuGroup } from './cpu-meter.ts';

/** A writable cgroup v2 hierarchy: this machine's CI runs as root with one mounted. */
const cgroupsWritable =
  process.getuid?.() === 0 &&
  existsSync('/proc/self/mountinfo') &&
  readFileSync('/proc/self/mountinfo', 'utf8').includes(' - cgroup2 ');

/** Node code that spends about `ms` of CPU, then prints the CPU-seconds it used. */
const burn = (ms: number) =>
  `const t = process.cpuUsage(); while ((process.cpuUsage(t).user + process.cpuUsage(t).system) / 1000 < ${ms});` +
  'const u = process.cpuUsage(); console.log((u.user + u.system) / 1e6);';

const outputs = [1, 2].map((n) => `/tmp/cpu-meter-${process.pid}-${n}.txt`);
afterAll(() => {
  for (const file of outputs) rmSync(file, { force: true });
});

describe.runIf(cgroupsWritable)('cpuGroup', () => {
  it('counts the command and a child it leaves running, and no more than they used', async () => {
    const group = cpuGroup('cpu-meter-test');
    if (!group) throw new Error('no group, although cgroup v2 is mounted and this is root');
    // The shell starts a burner in the background, another in the foreground, and exits without
    // waiting for the first.
    const node = process.execPath;
    const script = `"${node}" -e "${burn(400)}" > "$0" & "${node}" -e "${burn(300)}" > "$1"`;
    const [file, args] = group.wrap('sh', ['-c', script, ...outputs]);
    const child = spawn(file, args, { stdio: 'ignore' });
    await new Promise((resolve) => child.on('close', resolve));
    const finished = () => outputs.every((f) => existsSync(f) && readFileSync(f, 'utf8').trim() !== '');
    await expect.poll(finished, { timeout: 20_000 }).toBe(true);
    // The background burner has printed; let it exit.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const burnt = outputs.reduce((sum, f) => sum + Number(readFileSync(f, 'utf8')), 0);
    const measured = group.read() ?? 0;
    group.close();
    expect(burnt).toBeGreaterThanOrEqual(0.7);
    // Both burners, plus two Node start-ups and two shells: at least the burning, less than 3 s more.
    expect(measured).toBeGreaterThanOrEqual(burnt);
    expect(measured).toBeLessThan(burnt + 3);
  });

  it('an empty group has used nothing, and closes', () => {
    const group = cpuGroup('cpu-meter-empty');
    expect(group?.read()).toBe(0);
    group?.close();
  });
});
