// Summarises V8 CPU profiles (from BENCH_CPU_PROF=1) by where the time goes: self time per
// package / area, and the hottest functions.
// Usage: node --import tsx bench/profile.ts bench/results/profiles/<file>.cpuprofile [...]
import { readFileSync } from 'node:fs';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
export interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

/** Buckets a script URL into something a reader recognises. */
export function area(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native/V8)';
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 2).join('/');
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const m = /\/(apps\/[^/]+|packages\/[^/]+|bench)\/(?:src\/)?([^/]+)?/.exec(url) ?? /\/(\.build-\d+|build)\//.exec(url);
  if (m) return url.includes('/build') ? 'storefront build (SSR)' : `${m[1]}${m[2] && !m[2].includes('.') ? `/${m[2]}` : ''}`;
  return url;
}

export function summarise(profile: Profile, top = 15): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const areas = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    const a = area(n.callFrame.url, n.callFrame.functionName);
    areas.set(a, (areas.get(a) ?? 0) + us);
    const f = `${n.callFrame.functionName || '(anonymous)'} ${a}:${n.callFrame.lineNumber + 1}`;
    fns.set(f, (fns.get(f) ?? 0) + us);
  }
  // Inclusive time: a function's share of the samples with it anywhere on the stack
  // (counted once per sample), which says what a call costs with everything it calls.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at)!;
      if (!n.callFrame.url) continue;
      const f = `${n.callFrame.functionName || '(anonymous)'} ${area(n.callFrame.url, n.callFrame.functionName)}:${n.callFrame.lineNumber + 1}`;
      if (!seen.has(f)) { seen.add(f); inclusive.set(f, (inclusive.get(f) ?? 0) + us); }
    }
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  const list = (m: Map<string, number>, n = top) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `  ${pct(us)}  ${k}`).join('\n');
  return `total ${(total / 1e6).toFixed(1)} s sampled\nself time by area:\n${list(areas)}\nhottest functions (self):\n${list(fns)}`
    + `\nfunctions with what they call (inclusive, the project's own and the main libraries' entry points):\n`
    + list(new Map([...inclusive].filter(([k]) => !/node:|\(anonymous\)/.test(k))), top * 2);
}

/** A sampling heap profile (`HeapProfiler.stopSampling`; `.heapprofile`). */
interface HeapNode { callFrame: Node['callFrame']; selfSize: number; id: number; children: HeapNode[] }
export interface HeapProfile { head: HeapNode }

/**
 * What was allocated, by area and by function (self and with what they call), from a
 * sampling heap profile that counts collected objects too (bench/server.ts `alloc` or
 * `promoted`): where the garbage the collector spends its time on comes from. `per`
 * (requests, orders) adds the bytes allocated for each.
 */
export function summariseAllocations(profile: HeapProfile, top = 15, per?: { count: number; unit: string }): string {
  const self = new Map<string, number>();
  const areas = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  const nameOf = (n: HeapNode) => `${n.callFrame.functionName || '(anonymous)'} ${area(n.callFrame.url, n.callFrame.functionName)}:${n.callFrame.lineNumber + 1}`;
  const walk = (n: HeapNode, stack: string[]) => {
    const name = nameOf(n);
    const onStack = n.callFrame.url && !stack.includes(name) ? [...stack, name] : stack;
    if (n.selfSize > 0) {
      total += n.selfSize;
      self.set(name, (self.get(name) ?? 0) + n.selfSize);
      const a = area(n.callFrame.url, n.callFrame.functionName);
      areas.set(a, (areas.get(a) ?? 0) + n.selfSize);
      for (const f of onStack) inclusive.set(f, (inclusive.get(f) ?? 0) + n.selfSize);
    }
    for (const c of n.children) walk(c, onStack);
  };
  walk(profile.head, []);
  const pct = (bytes: number) => `${((100 * bytes) / total).toFixed(1).padStart(5)} %`;
  const list = (m: Map<string, number>, n = top) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, b]) => `  ${pct(b)}  ${k}`).join('\n');
  const each = per && per.count > 0 ? `, ${(total / per.count / 1024).toFixed(0)} kB a ${per.unit}` : '';
  return `${(total / 2 ** 20).toFixed(0)} MB allocated (sampled)${each}\nallocated by area:\n${list(areas)}\nallocating functions (self):\n${list(self)}`
    + `\nfunctions with what they call (inclusive):\n${list(new Map([...inclusive].filter(([k]) => !/node:|\(anonymous\)/.test(k))), top * 2)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile | HeapProfile;
    console.log(`${file}\n${'head' in profile ? summariseAllocations(profile) : summarise(profile)}\n`);
  }
}
