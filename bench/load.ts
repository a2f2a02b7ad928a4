// Load with autocannon: a short warm-up (JIT, pools, caches), then the measured run.
import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  warmupS: number;
  durationS: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Mean latency (autocannon's percentiles are whole milliseconds; the mean is not). */
  meanMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** `pathOf(n)`: the path of the n-th request (all connections count together), else the URL's path each time. */
export async function measure(url: string, headers: Record<string, string>, opts: LoadOptions, pathOf?: (n: number) => string): Promise<LoadResult> {
  let n = 0;
  const requests = pathOf ? [{ setupRequest: <R extends { path: string }>(request: R): R => ({ ...request, path: pathOf(n++) }) }] : undefined;
  const base = { url, headers, connections: opts.connections, timeout: 10, ...(requests ? { requests } : {}) };
  if (opts.warmupS > 0) await autocannon({ ...base, duration: opts.warmupS });
  const r = await autocannon({ ...base, duration: opts.durationS });
  return {
    requestsPerSecond: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    meanMs: r.latency.mean,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}
