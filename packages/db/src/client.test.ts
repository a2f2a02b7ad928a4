// PGlite: the database contract, started from a cached migrated template.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cachedTemplate, openFromTemplate } from './testing.ts';
import { databaseContract } from './test-support/contract.ts';

describe('PGlite', () => {
  databaseContract(async () => openFromTemplate(await cachedTemplate()));

  it('runs with the small shared buffers of PGLITE_SETTINGS, also on a database made before them', async () => {
    const handle = await openFromTemplate(await cachedTemplate());
    try {
      const rows = await handle.db.execute(sql`show shared_buffers`) as unknown as { rows: { shared_buffers: string }[] };
      expect(rows.rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await handle.close();
    }
  });
});
