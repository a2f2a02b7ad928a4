// Where the server's memory goes (issue 18, "Memory"), from what the bench leaves in
// BENCH_HEAP_SNAPSHOT_DIR:
// - a V8 heap snapshot (.heapsnapshot), summed by kind of object: the largest groups by
//   their own size (a JS object by its constructor, a string, code, an array, a closure by
//   its function's name…), the largest strings, then the largest holders: what each object
//   keeps alive (its retained size). The snapshot's own format: nodes and edges are flat
//   integer tuples described by snapshot.meta.node_fields and edge_fields;
// - the process's memory map (.smaps, Linux): resident memory by what is mapped (a file, the
//   malloc heap, anonymous memory: V8's heap, WebAssembly memory, buffers, thread stacks).
// Usage: node --import tsx bench/heap.ts <file.heapsnapshot | file.smaps> [rows]
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
    node_count: number;
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node --import tsx bench/heap.ts <file.heapsnapshot | file.smaps> [rows]');
  process.exit(1);
}
const rows = Number(rowsArg) || 40;
const MB = (b: number) => (b / 1048576).toFixed(1);
if (file.endsWith('.smaps')) {
  summariseMap(readFileSync(file, 'utf8'));
  process.exit(0);
}

/** Resident memory by what is mapped: a file, `[heap]` (glibc's), `[anonymous]` (V8's heap, WebAssembly memory, buffers…). */
function summariseMap(smaps: string) {
  const byName = new Map<string, { kB: number; mappings: number }>();
  let name = '';
  let total = 0;
  for (const line of smaps.split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      name = head[1] || '[anonymous]';
      const g = byName.get(name) ?? { kB: 0, mappings: 0 };
      g.mappings++;
      byName.set(name, g);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) {
      byName.get(name)!.kB += Number(rss[1]);
      total += Number(rss[1]);
    }
  }
  console.log(`resident: ${MB(total * 1024)} MB\n\n     MB  mappings  what`);
  for (const [what, g] of [...byName].sort((a, b) => b[1].kB - a[1].kB).slice(0, rows)) {
    console.log(`${MB(g.kB * 1024).padStart(7)} ${String(g.mappings).padStart(9)}  ${what}`);
  }
}

const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
const fields = snap.snapshot.meta.node_fields;
const types = snap.snapshot.meta.node_types[0];
const width = fields.length;
const at = (name: string) => fields.indexOf(name);
const [typeAt, nameAt, sizeAt] = [at('type'), at('name'), at('self_size')];

const groups = new Map<string, { count: number; bytes: number }>();
let total = 0;
for (let i = 0; i < snap.nodes.length; i += width) {
  const type = types[snap.nodes[i + typeAt]!]!;
  const size = snap.nodes[i + sizeAt]!;
  const name = snap.strings[snap.nodes[i + nameAt]!]!;
  // Strings and numbers are named by their contents: one group each. Objects by constructor.
  const key = type === 'string' || type === 'concatenated string' || type === 'sliced string' || type === 'number'
    ? `(${type})` : `${type}: ${name.length > 60 ? `${name.slice(0, 57)}…` : name}`;
  const g = groups.get(key) ?? { count: 0, bytes: 0 };
  g.count++;
  g.bytes += size;
  groups.set(key, g);
  total += size;
}
console.log(`${file}: ${snap.snapshot.node_count} objects, ${MB(total)} MB by their own sizes\n`);
console.log('     MB   objects  kind');
for (const [key, g] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, rows)) {
  console.log(`${MB(g.bytes).padStart(7)} ${String(g.count).padStart(9)}  ${key}`);
}

// The strings: the largest, and those held many times over (the same text in several copies).
const strings = new Map<string, { count: number; bytes: number }>();
for (let i = 0; i < snap.nodes.length; i += width) {
  const type = types[snap.nodes[i + typeAt]!]!;
  if (type !== 'string') continue;
  const text = snap.strings[snap.nodes[i + nameAt]!]!;
  const s = strings.get(text) ?? { count: 0, bytes: 0 };
  s.count++;
  s.bytes += snap.nodes[i + sizeAt]!;
  strings.set(text, s);
}
const show = (text: string) => JSON.stringify(text.length > 90 ? `${text.slice(0, 87)}…` : text);
console.log('\nLargest strings (all copies)\n     MB  copies  text');
for (const [text, s] of [...strings].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, rows / 2)) {
  console.log(`${MB(s.bytes).padStart(7)} ${String(s.count).padStart(7)}  ${show(text)}`);
}
const repeated = [...strings].filter(([, s]) => s.count > 1);
console.log(`\nStrings held more than once: ${MB(repeated.reduce((n, [, s]) => n + (s.bytes * (s.count - 1)) / s.count, 0))} MB in the extra copies`);

// What holds the memory: each object's retained size (what would be freed with it), from the
// dominator tree of the heap graph (Cooper, Harvey and Kennedy's iterative algorithm), weak
// edges left out as V8 does. Listed: the largest holders that are the shop's or a library's
// objects (not V8's own roots), with the edge that reaches each from its dominator.
const edgeFields = snap.snapshot.meta;
const edges = snap.edges;
const edgeWidth = edgeFields.edge_fields.length;
const [edgeTypeAt, edgeNameAt, edgeToAt] = ['type', 'name_or_index', 'to_node'].map((f) => edgeFields.edge_fields.indexOf(f)) as [number, number, number];
const weak = edgeFields.edge_types[0].indexOf('weak');
const n = snap.nodes.length / width;
const countAt = at('edge_count');
const firstEdge = new Uint32Array(n + 1);
for (let i = 0; i < n; i++) firstEdge[i + 1] = firstEdge[i]! + snap.nodes[i * width + countAt]! * edgeWidth;
const target = (e: number) => edges[e + edgeToAt]! / width;

// Depth-first postorder from the root (node 0), iteratively.
const order = new Int32Array(n).fill(-1);
const byOrder = new Int32Array(n);
let visited = 0;
{
  const stack = [0];
  const next = new Uint32Array(n);
  const seen = new Uint8Array(n);
  seen[0] = 1;
  for (let i = 0; i < n; i++) next[i] = firstEdge[i]!;
  while (stack.length > 0) {
    const v = stack[stack.length - 1]!;
    let pushed = false;
    while (next[v]! < firstEdge[v + 1]!) {
      const e = next[v]!;
      next[v] = e + edgeWidth;
      if (edges[e + edgeTypeAt] === weak) continue;
      const w = target(e);
      if (seen[w]) continue;
      seen[w] = 1;
      stack.push(w);
      pushed = true;
      break;
    }
    if (!pushed) {
      stack.pop();
      order[v] = visited;
      byOrder[visited++] = v;
    }
  }
}
// Predecessors of each reachable node (compressed rows).
const predCount = new Uint32Array(n + 1);
for (let v = 0; v < n; v++) {
  if (order[v] === -1) continue;
  for (let e = firstEdge[v]!; e < firstEdge[v + 1]!; e += edgeWidth) if (edges[e + edgeTypeAt] !== weak) predCount[target(e) + 1]!++;
}
for (let i = 0; i < n; i++) predCount[i + 1]! += predCount[i]!;
const preds = new Uint32Array(predCount[n]!);
{
  const fill = predCount.slice(0, n);
  for (let v = 0; v < n; v++) {
    if (order[v] === -1) continue;
    for (let e = firstEdge[v]!; e < firstEdge[v + 1]!; e += edgeWidth) if (edges[e + edgeTypeAt] !== weak) preds[fill[target(e)]!++] = v;
  }
}
const idom = new Int32Array(n).fill(-1);
idom[0] = 0;
const intersect = (a: number, b: number) => {
  while (a !== b) {
    while (order[a]! < order[b]!) a = idom[a]!;
    while (order[b]! < order[a]!) b = idom[b]!;
  }
  return a;
};
for (let changed = true; changed;) {
  changed = false;
  for (let k = visited - 2; k >= 0; k--) {
    const v = byOrder[k]!;
    let d = -1;
    for (let p = predCount[v]!; p < predCount[v + 1]!; p++) {
      const u = preds[p]!;
      if (idom[u] === -1) continue;
      d = d === -1 ? u : intersect(u, d);
    }
    if (d !== -1 && idom[v] !== d) { idom[v] = d; changed = true; }
  }
}
const retained = new Float64Array(n);
for (let k = 0; k < visited; k++) {
  const v = byOrder[k]!;
  retained[v]! += snap.nodes[v * width + sizeAt]!;
  if (v !== 0) retained[idom[v]!]! += retained[v]!;
}
const label = (v: number) => {
  const type = types[snap.nodes[v * width + typeAt]!]!;
  const name = snap.strings[snap.nodes[v * width + nameAt]!]!;
  return `${type}: ${name.length > 50 ? `${name.slice(0, 47)}…` : name}`;
};
/** The edge by which v's dominator reaches it, when it has one directly. */
const via = (v: number) => {
  const d = idom[v]!;
  for (let e = firstEdge[d]!; e < firstEdge[d + 1]!; e += edgeWidth) {
    if (target(e) !== v) continue;
    const kind = edgeFields.edge_types[0][edges[e + edgeTypeAt]!]!;
    const name = kind === 'element' || kind === 'hidden' ? `[${edges[e + edgeNameAt]}]` : snap.strings[edges[e + edgeNameAt]!]!;
    return `${label(d)} .${name}`;
  }
  return `${label(d)} (indirectly)`;
};
const isRoot = (v: number) => v === 0 || types[snap.nodes[v * width + typeAt]!] === 'synthetic';
const holders = [...Array(n).keys()].filter((v) => order[v] !== -1 && !isRoot(v) && retained[v]! > 512 * 1024)
  .sort((a, b) => retained[b]! - retained[a]!).slice(0, rows);
console.log(`\nLargest holders (retained MB: what freeing it would free; ${visited} reachable objects)`);
for (const v of holders) console.log(`${MB(retained[v]!).padStart(7)}  ${label(v)}  ← ${via(v)}`);
