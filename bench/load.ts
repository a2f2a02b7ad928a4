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

/** How the n-th request (all connections count together) differs from the first: its path, its cookie. */
export interface RequestVariation { pathOf?: (n: number) => string; cookieOf?: (n: number) => string }

/** Requests of `url` with `headers`, each varied by `vary` when given. */
export async function measure(url: string, headers: Record<string, string>, opts: LoadOptions, vary?: RequestVariation): Promise<LoadResult> {
  let n = 0;
  const setupRequest = <R extends { path: string; headers?: Record<string, string> }>(request: R): R => {
    const i = n++;
    return {
      ...request,
      ...(vary?.pathOf ? { path: vary.pathOf(i) } : {}),
      ...(vary?.cookieOf ? { headers: { ...request.headers, cookie: vary.cookieOf(i) } } : {}),
    };
  };
  const requests = vary ? [{ setupRequest }] : undefined;
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
