import { describe, expect, it } from 'vitest';
import { caminhoAteARaiz, descendentes, filhosPorPai, motivoPaiInvalido } from '../../src/domain/opcoes-arvore.ts';
import { chaveFilhos, niveisDaCadeia, rotuloDoNivel, textoNaCascata } from '../../src/domain/opcoes-cascata.ts';
import type { OpcaoGestao } from '../../src/domain/wire/gestao-opcoes.ts';
import { caminho, corpoDoFormulario, formularioDe, formularioNovo, niveisMisturados, paisPossiveis, paraCascata, taxaComoTexto } from '../../src/features/gestao-opcoes/gestao-opcoes.ts';

const op = (opcCodigo: number, opcCdgPai: number | null, o: Partial<OpcaoGestao> = {}): OpcaoGestao => ({
  opcCodigo,
  prcSltCodigo: 7,
  opcCdgPai,
  tpOpcCodigo: 1,
  tpOpcDescricao: 'Campus',
  opcDescricao: `Opção ${opcCodigo}`,
  opcVlrInscricao: null,
  opcAjuda: null,
  opcPgtCartao: false,
  opcPgtPix: true,
  opcPgtBoleto: true,
  opcOpcFinal: false,
  prcSltLngEstCodigo: null,
  inscricoes: 0,
  inscricoesNaArvore: 0,
  ...o,
});

// Campus 1 > Curso 10 > Turno 100 (final); Campus 2 (final, with a fee)
const arvore = [
  op(1, null, { opcDescricao: 'Campus Central' }),
  op(2, null, { opcDescricao: 'Campus Norte', opcOpcFinal: true, opcVlrInscricao: 5000 }),
  op(10, 1, { opcDescricao: 'Direito', tpOpcCodigo: 2, tpOpcDescricao: 'Curso' }),
  op(100, 10, { opcDescricao: 'Noturno', tpOpcCodigo: 3, tpOpcDescricao: 'Turno', opcOpcFinal: true, opcVlrInscricao: 12050 }),
];

describe('a árvore de opções (src/domain/opcoes-arvore.ts)', () => {
  it('filhos por pai, na ordem recebida; descendentes; caminho até a raiz', () => {
    expect(filhosPorPai(arvore).get(null)!.map((o) => o.opcCodigo)).toEqual([1, 2]);
    expect([...descendentes(arvore, 1)].sort()).toEqual([10, 100]);
    expect(descendentes(arvore, 100).size).toBe(0);
    expect(caminhoAteARaiz(arvore, 100)).toEqual([1, 10, 100]);
  });

  it('um laço quebrado não prende as funções', () => {
    const laco = [
      { opcCodigo: 1, opcCdgPai: 2 },
      { opcCodigo: 2, opcCdgPai: 1 },
    ];
    expect([...descendentes(laco, 1)]).toEqual([2]);
    expect(caminhoAteARaiz(laco, 1)).toEqual([2, 1]);
  });

  it('nunca abaixo de si mesma nem de uma descendente', () => {
    expect(motivoPaiInvalido(arvore, 1, 1)).toBe('Uma opção não pode ficar abaixo de si mesma.');
    expect(motivoPaiInvalido(arvore, 1, 100)).toBe('Uma opção não pode ficar abaixo de uma de suas subordinadas.');
    expect(motivoPaiInvalido(arvore, 10, 2)).toBeNull();
    expect(motivoPaiInvalido(arvore, null, 1)).toBeNull();
    expect(motivoPaiInvalido(arvore, 1, null)).toBeNull();
  });
});

describe('a cascata do candidato (src/domain/opcoes-cascata.ts) vista pela gestão', () => {
  const { filhos, porCodigo } = paraCascata(arvore, 7);

  it('um select por nível, "Selecione o {tipo}", e a taxa ao lado da final', () => {
    expect(niveisDaCadeia(filhos, porCodigo, 7, []).map(rotuloDoNivel)).toEqual(['Selecione o Campus']);
    const niveis = niveisDaCadeia(filhos, porCodigo, 7, [1, 10]);
    expect(niveis.map(rotuloDoNivel)).toEqual(['Selecione o Campus', 'Selecione o Curso', 'Selecione o Turno']);
    expect(niveis[2].map(textoNaCascata)).toEqual(['Noturno — R$ 120,50']);
    expect(niveis[0].map(textoNaCascata)).toEqual(['Campus Central', 'Campus Norte — R$ 50,00']);
    expect(textoNaCascata({ opcDescricao: 'Gratuito', opcOpcFinal: 'T', opcVlrInscricao: null })).toBe('Gratuito — Isento');
  });

  it('escolher uma final encerra a cascata; sem opções, há um nível vazio', () => {
    expect(niveisDaCadeia(filhos, porCodigo, 7, [2])).toHaveLength(1);
    const vazio = paraCascata([], 7);
    expect(vazio.filhos[chaveFilhos(7, null)]).toEqual([]);
  });

  it('avisa dos níveis que misturam tipos', () => {
    expect(niveisMisturados(arvore)).toEqual([]);
    expect(niveisMisturados([...arvore, op(11, 1, { tpOpcCodigo: 3, tpOpcDescricao: 'Turno' })])).toEqual([{ pai: 1, tipos: ['Curso', 'Turno'] }]);
  });
});

describe('o formulário da opção', () => {
  it('uma nova opção herda o tipo do nível', () => {
    expect(formularioNovo(arvore, 1)).toMatchObject({ opcCodigo: null, opcCdgPai: '1', tpOpcCodigo: '2', taxa: '' });
    expect(formularioNovo(arvore, 100).tpOpcCodigo).toBe('');
    expect(formularioNovo(arvore, null)).toMatchObject({ opcCdgPai: '', tpOpcCodigo: '1' });
  });

  it('taxa em vírgula decimal, vazia = Isento (null), inválida = mensagem antes de enviar', () => {
    expect(taxaComoTexto(123450)).toBe('1.234,50');
    expect(taxaComoTexto(null)).toBe('');
    const f = formularioDe(arvore[3]);
    expect(f.taxa).toBe('120,50');
    expect(corpoDoFormulario({ ...f, taxa: '1.234,5' }, 7)).toEqual({ corpo: expect.objectContaining({ opcCodigo: 100, prcSltCodigo: 7, opcVlrInscricao: 123450, opcCdgPai: 10, tpOpcCodigo: 3 }) });
    expect(corpoDoFormulario({ ...f, taxa: '' }, 7)).toEqual({ corpo: expect.objectContaining({ opcVlrInscricao: null }) });
    expect(corpoDoFormulario({ ...f, taxa: 'abc' }, 7)).toEqual({ erros: { opcVlrInscricao: 'Informe a taxa em reais, como 150,00, ou deixe vazia para Isento.' } });
    const novo = corpoDoFormulario(formularioNovo(arvore, null), 7);
    expect('corpo' in novo && novo.corpo).toMatchObject({ prcSltCodigo: 7, opcCdgPai: null, opcAjuda: null, prcSltLngEstCodigo: null });
    expect('corpo' in novo && 'opcCodigo' in novo.corpo).toBe(false);
  });

  it('os pais possíveis: nem ela, nem as descendentes, nem uma final; com o caminho', () => {
    expect(paisPossiveis(arvore, 1)).toEqual([]);
    expect(paisPossiveis(arvore, 100).map((p) => p.rotulo)).toEqual(['Campus Central', 'Campus Central › Direito']);
    expect(paisPossiveis(arvore, null).map((p) => p.opcCodigo)).toEqual([1, 10]);
    expect(caminho(arvore, 100)).toBe('Campus Central › Direito › Noturno');
  });
});
