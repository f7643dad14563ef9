/**
 * The enrolment's lists are described once (server/entities/inscricao/inscricao-descricao.ts) and every statement
 * that writes them is compiled from that description: a list table the description misses fails here, and so
 * does a statement that forgets a described list.
 */
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as listas from '../../server/db/schema/inscricao-listas.ts';
import { inserirListaComValores, inserirListaSql, LISTAS, listasDaInscricao, type DadosDaInscricao } from '../../server/entities/inscricao/inscricao-descricao.ts';
import { enrolmentBatchInsert, enrolmentInsert, type NewEnrolment } from '../../server/entities/inscricao/inscricao-insercao.ts';

const e: NewEnrolment = { chave: '1:chave-de-teste', rota: 'r', pssFscCodigo: 1, prcSltCodigo: 2, insPrcUnica: false, now: new Date('2026-01-02T03:04:05Z'), autor: 1, acao: 'cadastrar2', origem: 'http://localhost' };
const completa: DadosDaInscricao = {
  values: {},
  opcoes: [{ opcCodigo: 7, prcSltOpcOrdem: 1 }],
  opcoesDetalhe: [{ opcCodigo: 7, prcSltOpcOrdem: 1, opcDescricao: 'Medicina', opcVlrInscricao: 100 }],
  arConhecimentos: [11, 12],
  locaisDesejados: [21],
  cndApoio: [{ prcSltDfcCndApoioCodigo: 31, insPrcCndApoioDetalhe: 'sala térrea' }],
  tpInstituicoes: [41],
};
const vazia: DadosDaInscricao = { values: {}, arConhecimentos: [], locaisDesejados: [], cndApoio: [], tpInstituicoes: [] };

/** The lists' tables in the schema: every table of inscricao-listas.ts that belongs to an enrolment, but its history. */
const tabelasDeLista = (Object.values(listas) as unknown[])
  .filter((t): t is PgTable => is(t, PgTable) && 'insPrcCodigo' in getTableColumns(t))
  .map((t) => getTableName(t))
  .filter((n) => n !== 'ins_processo_historico')
  .sort();

describe('a inscrição e suas listas, descritas uma vez', () => {
  it('every list table of the schema is described, once', () => {
    expect(tabelasDeLista).toHaveLength(5);
    expect(LISTAS.map((l) => l.tabelaSql).sort()).toEqual(tabelasDeLista);
  });

  it('the single-row statement writes the lists the enrolment has items in, and only those', () => {
    const todas = enrolmentInsert(e, completa).statement.text;
    for (const l of LISTAS) expect(todas).toContain(`INSERT INTO ${l.tabelaSql} (${l.colunasSql})`);
    const nenhuma = enrolmentInsert(e, vazia).statement;
    for (const l of LISTAS) expect(nenhuma.text).not.toContain(`INSERT INTO ${l.tabelaSql} `);
    // The prepared names of the deadline's statements stay what they were (the bench's A/B compares like with like).
    expect(nenhuma.name).toMatch(/^inscricao_insere_x_[0-9a-z.]+$/);
    expect(enrolmentInsert(e, completa).statement.name).toMatch(/^inscricao_insere_01234_[0-9a-z.]+$/);
  });

  it('the batched statement writes every list, from each row of the batch', () => {
    const { statement, params } = enrolmentBatchInsert([{ e, w: completa }, { e: { ...e, chave: null }, w: vazia }]);
    for (const l of LISTAS) expect(statement.text).toContain(inserirListaSql(l, 'n.id', 'ins JOIN n ON n.id = ins."insPrcCodigo"', `n.listas->'${l.nome}'`));
    expect(statement.name).toMatch(/^inscricao_insere_lote_[0-9a-z.]+$/);
    expect(JSON.parse(params[10] as string)).toEqual([listasDaInscricao(completa), listasDaInscricao(vazia)]);
  });

  it("the edit's replacement is the same insert, its code and rows bound as parameters", () => {
    const d = new PgDialect();
    for (const l of LISTAS) {
      const linhas = l.linhas(completa)!;
      const q = d.sqlToQuery(inserirListaComValores(l, 99, linhas));
      expect(q.sql).toBe(inserirListaSql(l, '$1::int', null, '$2::jsonb'));
      expect(q.params).toEqual([99, JSON.stringify(linhas)]);
    }
  });

  it('the lists a write carries: all of them in order, the options only when the call carries them', () => {
    expect(Object.keys(listasDaInscricao(completa))).toEqual(['opcoes', 'arConhecimentos', 'locaisDesejados', 'cndApoio', 'tpInstituicoes']);
    expect(listasDaInscricao(completa).arConhecimentos).toEqual([
      { prcSltArCnhCodigo: 11, insPrcArCnhOrdem: 1 },
      { prcSltArCnhCodigo: 12, insPrcArCnhOrdem: 2 },
    ]);
    expect(listasDaInscricao(vazia).opcoes).toEqual([]);
    expect(LISTAS.find((l) => l.nome === 'opcoes')!.linhas(vazia)).toBeUndefined();
  });
});
