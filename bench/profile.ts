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

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) console.log(`${file}\n${summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile)}\n`);
}
