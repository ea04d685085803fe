import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { walSegmentsIn, withoutSegmentsAfter } from '../../test/pglite-dump.ts';

const template = inject('pgliteTemplate');

describe.skipIf(!template)('the API tests’ PGlite template', () => {
  it('holds no recycled WAL segment, and a copy writes past its last one and reads it back', async () => {
    const tar = readFileSync(template);
    const segments = walSegmentsIn(tar);
    expect(segments).toHaveLength(1); // checkpointed: the current segment only
    expect(withoutSegmentsAfter(tar, segments[0]!).equals(tar)).toBe(true);

    const copy = await PGlite.create({ loadDataDir: new Blob([tar]) });
    try {
      // About 40 MB of WAL: more than two segments beyond the one the template kept.
      await copy.exec(
        `create table wal_filler as select i, repeat('x', 200) as s from generate_series(1, 150000) i`,
      );
      await copy.exec('checkpoint');
      const { rows } = await copy.query<{ n: number; segments: number }>(
        `select (select count(*)::int from wal_filler) as n,
                (select count(*)::int from pg_ls_waldir() where name > $1) as segments`,
        [segments[0]],
      );
      expect(rows[0]!.n).toBe(150_000);
      expect(rows[0]!.segments).toBeGreaterThanOrEqual(2);
    } finally {
      await copy.close();
    }
  });
});
