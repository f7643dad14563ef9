import { describe, expect, it } from 'vitest';
import { FIELD_BY_NAME } from '../../src/domain/inscricao-campos.ts';
import { datasDoItem, MODELOS } from '../../src/domain/modelos-processo.ts';
import { NOME_TIPO_PROCESSO } from '../../src/domain/wire/gestao-processos.ts';

describe('modelos de processo (issue 37)', () => {
  it('há um modelo por tipo, e cada campo que ele liga existe no formulário', () => {
    expect(Object.keys(MODELOS).sort()).toEqual(Object.keys(NOME_TIPO_PROCESSO).sort());
    for (const [tipo, m] of Object.entries(MODELOS)) {
      for (const c of m.campos) expect(FIELD_BY_NAME[c.nome], `${tipo}: ${c.nome}`).toBeDefined();
      expect(m.cronograma[0].de, tipo).toBe('inscricoes');
    }
  });

  it('um processo com prova pede o município de prova, obrigatório, e tem janela de recurso do tipo Reexame', () => {
    for (const tipo of ['VESTIBULAR', 'SERIADO'] as const) {
      expect(MODELOS[tipo].campos).toContainEqual({ nome: 'prcSltMncPrvCodigo', obrigatorio: true });
      expect(MODELOS[tipo].cronograma.filter((i) => i.tipo === '3')).toHaveLength(1);
    }
  });

  it('as datas contam dias a partir do fim das inscrições, em Horário de Brasília (08:00 a 23:59)', () => {
    const inicio = new Date('2027-01-05T11:00:00.000Z');
    // 23:59 of 20/01 in Brasília is 02:59 UTC of the 21st: the day counted is still the 20th.
    const fim = new Date('2027-01-21T02:59:00.000Z');
    expect(datasDoItem({ tipo: '1', descricao: 'Período', de: 'inscricoes' }, inicio, fim)).toEqual({ inicio, fim });
    expect(datasDoItem({ tipo: '3', descricao: 'Recurso', de: 31, ate: 33 }, inicio, fim)).toEqual({
      inicio: new Date('2027-02-20T11:00:00.000Z'),
      fim: new Date('2027-02-23T02:59:00.000Z'),
    });
  });
});
