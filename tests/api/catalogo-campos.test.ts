/**
 * A new installation can configure every field the candidate's form draws: the schema installs the catalogue
 * (migration 0024). When the form learns a new field, this test fails until a migration adds it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENROLMENT_FIELDS, LIST_FIELDS } from '../../src/domain/inscricao-campos.ts';
import { CAMPOS_PESSOA } from '../../src/domain/pessoa-campos.ts';
import { prcSltFrmCampo } from '../../server/db/schema/index.ts';
import { openTestDatabase } from '../support/api.ts';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.database.close();
  await db.drop();
});

it('holds every configurable field of the enrolment form, on an empty database', async () => {
  const nomes = new Set((await db.database.db.select({ n: prcSltFrmCampo.prcSltFrmCmpNome }).from(prcSltFrmCampo)).map((r) => r.n));
  // and the person's configurable fields of SPEC §3 (migration 0027, issue 24)
  const esperados = [...ENROLMENT_FIELDS.map((f) => f.name).filter((n) => n !== 'insPrcFrmPagamento'), ...Object.keys(LIST_FIELDS), ...CAMPOS_PESSOA.map((c) => c.name)];
  expect(esperados.filter((n) => !nomes.has(n))).toEqual([]);
});
