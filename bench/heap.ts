// Where the server's memory goes (issue 18, "Memory"), from what the bench leaves in
// BENCH_HEAP_SNAPSHOT_DIR:
// - a V8 heap snapshot (.heapsnapshot), summed by kind of object: the largest groups by
//   their own size (a JS object by its constructor, a string, code, an array, a closure by
//   its function's name…), then the largest strings. The snapshot's own format: nodes are
//   flat integer tuples described by snapshot.meta.node_fields;
// - the process's memory map (.smaps, Linux): resident memory by what is mapped (a file, the
//   malloc heap, anonymous memory: V8's heap, WebAssembly memory, buffers, thread stacks).
// Usage: node --import tsx bench/heap.ts <file.heapsnapshot | file.smaps> [rows]
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] }; node_count: number };
  nodes: number[];
  strings: string[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node --import tsx bench/heap.ts <file.heapsnapshot> [rows]');
  process.exit(1);
}
const rows = Number(rowsArg) || 40;
const MB = (b: number) => (b / 1048576).toFixed(1);
if (file.endsWith('.smaps')) {
  summariseMap(readFileSync(file, 'utf8'));
  process.exit(0);
}

/** Resident memory by mapping name; anonymous mappings by size class, where V8's spaces are. */
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
