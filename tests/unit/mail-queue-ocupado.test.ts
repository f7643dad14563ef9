import { describe, expect, it } from 'vitest';
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

  it('reads the machine busy share from the operating system', () => {
    const before = machineCpu();
    // Keep this core busy for a while: the share of all cores in use must show at least part of it.
    const end = Date.now() + 300;
    let x = 0;
    while (Date.now() < end) x += Math.sqrt(x + 1);
    const share = busyShare(before, machineCpu());
    expect(x).toBeGreaterThan(0);
    expect(share).toBeGreaterThan(0.9 / os.cpus().length - 0.2);
    expect(share).toBeLessThanOrEqual(1);
    expect(busyShare(before, before)).toBe(0);
  });
});
