// The server process's memory settings (scripts/server-process.ts, docs/decisions/0042):
// `npm start` / `npm run serve` say them in the shell, the bench and the cluster through
// the module; both must start the same process, and the flags must do what they claim.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MALLOC_SETTINGS, serverEnv, serverNodeArgs } from '../../../scripts/server-process.ts';

const scripts = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the server process', () => {
  it.each(['start', 'serve'])('npm run %s starts it with the flags and malloc setting the bench and the cluster use', (name) => {
    const command = scripts[name]!;
    const node = command.slice(command.indexOf('MALLOC_ARENA_MAX='));
    // Every malloc setting of the module, each overridable by the operator's own.
    const settings = Object.entries(MALLOC_SETTINGS).map(([name, value]) => `${name}=\${${name}:-${value}}`).join(' ');
    expect(node.startsWith(`${settings} node `)).toBe(true);
    // The module's flags with the default sizes, in the shell's spelling of SERVER_HEAP_MB and SERVER_SEMI_SPACE_MB.
    const flags = serverNodeArgs().map((flag) => flag.replace('=256', '=${SERVER_HEAP_MB:-256}').replace('space-size=8', 'space-size=${SERVER_SEMI_SPACE_MB:-8}'));
    expect(node).toContain(`node ${flags.join(' ')} apps/server/dist/main.mjs`);
    expect(serverEnv({})).toMatchObject({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '131072' });
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4'); // an operator's own setting wins
  });

  it('gives V8 a 256 MB heap with a 16 MB young generation', () => {
    const probe = `const v8 = require('node:v8');
      const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      console.log(JSON.stringify({ limit: v8.getHeapStatistics().heap_size_limit, young: young.space_size }));`;
    const grow = `const keep = []; for (let i = 0; i < 300000; i++) keep.push({ i });`; // the young generation grows to its maximum
    const out = execFileSync(process.execPath, [...serverNodeArgs(), '-e', grow + probe], { env: serverEnv({ PATH: process.env.PATH }) }).toString();
    const { limit, young } = JSON.parse(out) as { limit: number; young: number };
    const mb = 1024 * 1024;
    // The limit counts the old generation (256 MB) plus the young generation's reserve.
    expect(limit).toBeGreaterThanOrEqual(256 * mb);
    expect(limit).toBeLessThan(300 * mb);
    expect(young).toBeLessThanOrEqual(16 * mb);
  });

  it('gives a large catalogue the young generation its operator asks for (SERVER_SEMI_SPACE_MB)', () => {
    const saved = process.env.SERVER_SEMI_SPACE_MB;
    process.env.SERVER_SEMI_SPACE_MB = '32';
    try {
      expect(serverNodeArgs()).toContain('--max-semi-space-size=32');
    } finally {
      if (saved === undefined) delete process.env.SERVER_SEMI_SPACE_MB;
      else process.env.SERVER_SEMI_SPACE_MB = saved;
    }
    expect(serverNodeArgs()).toContain(`--max-semi-space-size=${Number(saved) || 8}`);
  });
});
