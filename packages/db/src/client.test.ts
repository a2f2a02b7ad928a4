// PGlite: the database contract, started from a cached migrated template.
import { describe } from 'vitest';
import { cachedTemplate, openFromTemplate } from './testing.ts';
import { databaseContract } from './test-support/contract.ts';

describe('PGlite', () => {
  databaseContract(async () => openFromTemplate(await cachedTemplate()));
});
