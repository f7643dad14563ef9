import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgError, pgErrorCode } from '../../server/db/errors.ts';

// server/db/errors.ts reads the driver's error under Drizzle's wrapper: checked on a real failure, not a mock.
describe('pgError / pgErrorCode', () => {
  const client = new PGlite();
  const db = drizzle(client);
  afterAll(() => client.close());

  it('reads the SQLSTATE and the constraint of a unique violation raised through Drizzle', async () => {
    await db.execute(sql`CREATE TABLE t (id int CONSTRAINT t_id_uq UNIQUE)`);
    await db.execute(sql`INSERT INTO t VALUES (1)`);
    const err = await db.execute(sql`INSERT INTO t VALUES (1)`).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(pgErrorCode(err)).toBe('23505');
    expect(pgError(err)).toMatchObject({ code: '23505', constraint: 't_id_uq' });
  });

  it('reads an unwrapped error, and answers nothing for what is not an error', () => {
    expect(pgErrorCode(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe('ECONNREFUSED');
    expect(pgErrorCode(new Error('plain'))).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
    expect(pgErrorCode(undefined)).toBeUndefined();
    expect(pgError('text')).toEqual({ code: undefined, constraint: undefined, message: '' });
  });
});
