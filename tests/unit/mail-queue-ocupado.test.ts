import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { busyShare, machineCpu, shouldWait } from '../../server/plugins/mail-queue.ts';

describe('mail queue: when sending waits for a peak to pass', () => {
  it('waits while the event loop or the whole machine is busy, never longer than 30 s since the last batch', () => {
    expect(shouldWait({ eventLoop: 0.2, machine: 0.3, sinceLastBatchMs: 1_000 })).toBe(false);
    expect(shouldWait({ eventLoop: 0.9, machine: 0.3, sinceLastBatchMs: 1_000 })).toBe(true);
    // The database on the same cores: this process half idle, the machine saturated.
    expect(shouldWait({ eventLoop: 0.5, machine: 0.95, sinceLastBatchMs: 1_000 })).toBe(true);
    // Well before saturation: two cores 70 % busy with enrolments leave no room worth taking.
    expect(shouldWait({ eventLoop: 0.4, machine: 0.7, sinceLastBatchMs: 1_000 })).toBe(true);
    expect(shouldWait({ eventLoop: 0.4, machine: 0.5, sinceLastBatchMs: 1_000 })).toBe(false);
    expect(shouldWait({ eventLoop: 0.9, machine: 0.95, sinceLastBatchMs: 30_000 })).toBe(false);
  });

  it('the busy share of all cores between two snapshots, worked by hand', () => {
    // 400 ms of core time passed on all cores together, 100 of them idle: three quarters busy.
    expect(busyShare({ idle: 1_000, total: 2_000 }, { idle: 1_100, total: 2_400 })).toBe(0.75);
    // all of it idle, none of it idle
    expect(busyShare({ idle: 1_000, total: 2_000 }, { idle: 1_400, total: 2_400 })).toBe(0);
    expect(busyShare({ idle: 1_000, total: 2_000 }, { idle: 1_000, total: 2_400 })).toBe(1);
    // no time passed (two samples within one clock tick): 0, never a division by zero
    expect(busyShare({ idle: 1_000, total: 2_000 }, { idle: 1_000, total: 2_000 })).toBe(0);
  });

  // Read without timing anything (a busy loop of N ms measured by the clock said nothing on a loaded or a
  // many-core machine): the kernel's own counters, read between two snapshots, must lie between them.
  it.skipIf(process.platform !== 'linux')('reads every core\'s time from the operating system (Linux: /proc/stat)', () => {
    const before = machineCpu();
    const stat = readFileSync('/proc/stat', 'utf8');
    const after = machineCpu();
    // cpuN user nice system idle iowait irq ... in clock ticks; libuv (os.cpus) reports ms and leaves out iowait
    const ms = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    let idle = 0;
    let total = 0;
    let cores = 0;
    for (const line of stat.split('\n').filter((l) => /^cpu\d+ /.test(l))) {
      const [user, nice, sys, idl, , irq] = line.split(/\s+/).slice(1).map(Number);
      idle += idl * ms;
      total += (user + nice + sys + idl + irq) * ms;
      cores++;
    }
    expect(cores).toBe(os.cpus().length);
    expect(idle).toBeGreaterThan(0);
    // counters only grow: what the kernel said between the two snapshots lies between them, on every core summed
    expect(before.idle).toBeLessThanOrEqual(idle);
    expect(idle).toBeLessThanOrEqual(after.idle);
    expect(before.total).toBeLessThanOrEqual(total);
    expect(total).toBeLessThanOrEqual(after.total);
    expect(before.total).toBeGreaterThan(before.idle);
  });
});
