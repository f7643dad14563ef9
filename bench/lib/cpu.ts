/**
 * CPU time per process group over a measurement, read from /proc (Linux): where the machine's two cores
 * went — the API, PostgreSQL, the load generator, everything else. With the API and the database on one
 * machine, "enrolments per second" is bounded by the sum of their CPU per enrolment, not by either alone.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

interface Sample {
  at: number;
  byPid: Map<number, { comm: string; ticks: number }>;
  steal: number;
}

function readStat(pid: number): { comm: string; ticks: number } | null {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = s.lastIndexOf(')');
    const comm = s.slice(s.indexOf('(') + 1, close);
    const f = s.slice(close + 2).split(' ');
    // fields after comm: state(0) ... utime(11) stime(12) cutime(13) cstime(14)
    let ticks = Number(f[11]) + Number(f[12]);
    let name = comm;
    if (comm === 'postgres') {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const role = /postgres: [^:]+: (checkpointer|background writer|walwriter|autovacuum|logical)/.exec(args)?.[1];
      // The postmaster: its reaped children's time (shown apart, not in the total: a child that ends inside
      // the window brings its whole life, e.g. the connections of the previous run).
      if (!args.startsWith('postgres:')) [name, ticks] = ['postgresql (processos encerrados)', Number(f[13]) + Number(f[14])];
      else name = role ? `postgresql (${role})` : 'postgresql (conexões)';
    }
    return { comm: name, ticks };
  } catch {
    return null;
  }
}

export function sampleCpu(): Sample {
  const byPid = new Map<number, { comm: string; ticks: number }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const st = readStat(Number(d));
    if (st) byPid.set(Number(d), st);
  }
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/);
  return { at: Date.now(), byPid, steal: Number(cpu[8] ?? 0) };
}

/** CPU seconds spent between two samples, grouped: `groups` maps a pid to a name; postgres by its name. */
export function cpuBetween(a: Sample, b: Sample, groups: Record<number, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [pid, now] of b.byPid) {
    const before = a.byPid.get(pid)?.ticks ?? 0;
    const delta = (now.ticks - before) / TICKS;
    if (delta <= 0) continue;
    const name = groups[pid] ?? (now.comm.startsWith('postgresql') ? now.comm : 'outros');
    out[name] = Math.round(((out[name] ?? 0) + delta) * 100) / 100;
  }
  out.postgresql = Math.round(Object.entries(out).filter(([k]) => k.startsWith('postgresql (') && !k.includes('encerrados')).reduce((t, [, v]) => t + v, 0) * 100) / 100;
  out['roubado pela VM (steal)'] = Math.round(((b.steal - a.steal) / TICKS) * 100) / 100;
  out['segundos'] = Math.round((b.at - a.at) / 10) / 100;
  return out;
}
