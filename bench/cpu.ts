// CPU time spent by the shop's processes, read from /proc (Linux): the server process and,
// on PostgreSQL, the backends of its database. The checkout scenario divides what was
// spent in its measured window by the orders completed, which tells where an order's time
// goes more steadily than orders/s does on a machine whose two cores the load generator
// shares (issue 18). NaN where /proc cannot be read.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Kernel clock ticks per second (USER_HZ): 100 on every Linux the shop runs on. */
const TICKS_PER_SECOND = 100;

/** User + system CPU of a process so far, in ms; NaN when it cannot be read. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

export interface CpuSample { shopMs: number; databaseMs: number }
export interface CpuSampler { sample(): Promise<CpuSample>; close(): Promise<void> }

/**
 * Samples the server process `pid` and, with `databaseUrl`, the PostgreSQL backends serving
 * that database (other than the sampler's own connection). A backend that ends between two
 * samples takes its CPU with it: the pool keeps its connections during a scenario.
 */
export async function cpuSampler(pid: number, databaseUrl?: string): Promise<CpuSampler> {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  return {
    async sample() {
      const shopMs = processCpuMs(pid);
      if (!client) return { shopMs, databaseMs: 0 };
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      return { shopMs, databaseMs: rows.reduce((sum, r) => sum + processCpuMs(r.pid), 0) };
    },
    close: async () => { await client?.end(); },
  };
}
