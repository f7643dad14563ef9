import { describe, expect, it } from 'vitest';
import { descreverAcao } from '../../src/domain/auditoria.ts';
import { chaveDaLista, proximaChamada, textoDaSituacao, type JaConvocado, type LinhaDoResultado } from '../../src/domain/resultado.ts';

const cat = [{ codigo: 'PPI', nome: 'Pretos, pardos e indígenas' }];
const l = (inscricao: number, lista: string, posicao: number | null, situacao: LinhaDoResultado['situacao'], opcao = 1): LinhaDoResultado => ({ inscricao, lista, posicao, situacao, opcao });

// AC (2 seats): 1, 2 approved; 3, 4 waiting. PPI (1 seat): 3 approved; 4 waiting. 5 eliminated.
const resultado = [l(1, 'AC', 1, 'aprovado'), l(2, 'AC', 2, 'aprovado'), l(3, 'AC', 3, 'espera'), l(4, 'AC', 4, 'espera'), l(3, 'PPI', 1, 'aprovado'), l(4, 'PPI', 2, 'espera'), l(5, '-', null, 'eliminado')];

describe('textoDaSituacao', () => {
  it('aprovado vence a espera; a espera mostra a melhor posição; eliminado mostra o motivo', () => {
    expect(textoDaSituacao([l(3, 'AC', 3, 'espera'), l(3, 'PPI', 1, 'aprovado')], cat)).toBe('Classificado(a) na posição 1 — lista Pretos, pardos e indígenas');
    expect(textoDaSituacao([l(4, 'AC', 4, 'espera'), l(4, 'PPI', 2, 'espera')], cat)).toBe('Lista de espera: posição 2 — lista Pretos, pardos e indígenas');
    expect(textoDaSituacao([{ ...l(5, '-', null, 'eliminado'), motivo: 'Ausente.' }])).toBe('Eliminado(a): Ausente.');
    expect(textoDaSituacao([])).toBeNull();
  });

  it('com chamadas, quem espera lê a última posição convocada da sua lista (ou que ninguém dela foi convocado)', () => {
    const ultimas = new Map([[chaveDaLista(1, 'AC'), 3]]);
    expect(textoDaSituacao([l(4, 'AC', 4, 'espera')], cat, ultimas)).toBe('Lista de espera: posição 4 — lista Ampla concorrência. Última posição convocada nesta lista: 3');
    expect(textoDaSituacao([l(4, 'AC', 4, 'espera'), l(4, 'PPI', 2, 'espera')], cat, ultimas)).toBe('Lista de espera: posição 2 — lista Pretos, pardos e indígenas. Ninguém desta lista foi convocado ainda');
    expect(textoDaSituacao([l(4, 'AC', 4, 'espera')], cat, new Map())).toBe('Lista de espera: posição 4 — lista Ampla concorrência');
    expect(textoDaSituacao([l(3, 'AC', 1, 'aprovado')], cat, ultimas)).toBe('Classificado(a) na posição 1 — lista Ampla concorrência');
  });
});

describe('proximaChamada', () => {
  it('a 1ª chamada convoca os aprovados, AC antes das categorias', () => {
    expect(proximaChamada(resultado, []).map((c) => [c.inscricao, c.lista, c.posicao])).toEqual([[1, 'AC', 1], [2, 'AC', 2], [3, 'PPI', 1]]);
  });

  it('sem vaga liberada, ninguém; uma desistência em AC chama o próximo de AC ainda não convocado', () => {
    const chamados: JaConvocado[] = [
      { inscricao: 1, opcao: 1, lista: 'AC', situacao: 'MATRICULADO' },
      { inscricao: 2, opcao: 1, lista: 'AC', situacao: 'CONVOCADO' },
      { inscricao: 3, opcao: 1, lista: 'PPI', situacao: 'CONVOCADO' },
    ];
    expect(proximaChamada(resultado, chamados)).toEqual([]);
    chamados[1].situacao = 'DESISTENTE';
    expect(proximaChamada(resultado, chamados)).toEqual([{ inscricao: 4, opcao: 1, lista: 'AC', posicao: 4 }]);
  });

  it('uma vaga de PPI liberada chama o próximo de PPI; a lista esgotada não chama ninguém', () => {
    const chamados: JaConvocado[] = [
      { inscricao: 1, opcao: 1, lista: 'AC', situacao: 'MATRICULADO' },
      { inscricao: 2, opcao: 1, lista: 'AC', situacao: 'MATRICULADO' },
      { inscricao: 3, opcao: 1, lista: 'PPI', situacao: 'NAO_COMPARECEU' },
    ];
    expect(proximaChamada(resultado, chamados)).toEqual([{ inscricao: 4, opcao: 1, lista: 'PPI', posicao: 2 }]);
    expect(proximaChamada(resultado, [...chamados, { inscricao: 4, opcao: 1, lista: 'PPI', situacao: 'DESISTENTE' }])).toEqual([]);
  });
});

describe('trilha de auditoria', () => {
  it('descreve as ações de resultados e chamadas', () => {
    expect(descreverAcao('gestao:resultadopreliminar.publicar')).toBe('Publicação de resultado preliminar');
    expect(descreverAcao('gestao:resultadofinal.publicar')).toBe('Publicação de resultado final');
    expect(descreverAcao('gestao:chamada.gerar')).toBe('Geração de chamada');
    expect(descreverAcao('gestao:convocado.situacao')).toBe('Mudança de situação de convocado');
  });
});

describe('lista de inscrições do candidato', () => {
  it('mostra a situação publicada com o tipo do resultado; nada numa inscrição cancelada', async () => {
    const { avisoDeResultado } = await import('../../src/features/prcseletivo-lista/prcseletivo-lista.ts');
    const i = { insCancelada: 'F', resultadoSituacao: 'Lista de espera: posição 2 — lista Ampla concorrência', resultadoTipo: 'final' } as Parameters<typeof avisoDeResultado>[0];
    expect(avisoDeResultado(i)).toBe('Resultado final: Lista de espera: posição 2 — lista Ampla concorrência');
    expect(avisoDeResultado({ ...i, resultadoTipo: 'preliminar' })).toContain('Resultado preliminar: ');
    expect(avisoDeResultado({ ...i, insCancelada: 'T' })).toBeNull();
    expect(avisoDeResultado({ ...i, resultadoSituacao: null })).toBeNull();
  });
});
