import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoriasFederais, configuracaoFederal, destinosFederais, vagasFederais } from '../../src/domain/cotas-federal.ts';
import {
  categoriasDoCandidato,
  declaracoesFeitas,
  declaracoesValidas,
  DECLARACOES,
  eliminadoPorNaoConfirmacao,
  rendaPerCapita,
  validarConfiguracaoCotas,
  type RespostasInscricao,
  type SituacaoVerificacao,
} from '../../src/domain/cotas.ts';
import { nomeDaOpcao, nomesDasOpcoes } from '../../src/domain/opcao-nome.ts';

const SALARIO = 151_800; // R$ 1.518,00 in centavos: a minimum wage as staff would type it.
const federal = configuracaoFederal(SALARIO, { ppi: 34.6, quilombola: 0.2, pcd: 7.9 });
const vagas = (total: number, p = federal.percentuais!) => Object.fromEntries(vagasFederais(total, p).map((v) => [v.lista, v.vagas]));
const respostas = (flags: Record<string, boolean>, renda: number | null = null, pessoasFamilia: number | null = null): RespostasInscricao => ({ flags, renda, pessoasFamilia });
const todasConfirmadas = (): SituacaoVerificacao => 'confirmado';

describe('preset federal: vagas por opção (Lei 12.711 arts. 1º e 3º; Portaria Normativa MEC 18/2012 art. 10)', () => {
  it('exemplo calculado à mão: 40 vagas, todas as categorias', () => {
    // Percentages staff typed for the state: PPI 34,6%, quilombolas 0,2%, PcD 7,9%.
    // 1. Escola pública (art. 1º): ⌈40 × 50%⌉ = 20 reserved; AC = 40 − 20 = 20.
    // 2. Renda até 1 salário mínimo per capita (art. 1º parágrafo único, Lei 14.723/2023): LB = ⌈20 × 50%⌉ = 10; LI = 20 − 10 = 10.
    // 3. In LB (10 seats): PPI ⌈10 × 34,6%⌉ = ⌈3,46⌉ = 4; Q ⌈10 × 0,2%⌉ = ⌈0,02⌉ = 1; PcD ⌈10 × 7,9%⌉ = ⌈0,79⌉ = 1;
    //    LB_EP = 10 − 4 − 1 − 1 = 4. The same in LI (10 seats): 4, 1, 1, 4.
    // Total: 20 + (4 + 1 + 1 + 4) + (4 + 1 + 1 + 4) = 40.
    expect(vagas(40)).toEqual({ AC: 20, LB_PPI: 4, LB_Q: 1, LB_PCD: 1, LB_EP: 4, LI_PPI: 4, LI_Q: 1, LI_PCD: 1, LI_EP: 4 });
    const contas = vagasFederais(40, federal.percentuais!);
    expect(contas.find((c) => c.lista === 'LB_PPI')!.conta).toBe('⌈10 × 34,6%⌉ = 4');
  });

  it('exemplo calculado à mão: 3 vagas — um grupo pequeno não dá mais do que tem', () => {
    // EP = ⌈3 × 50%⌉ = ⌈1,5⌉ = 2, AC = 1; LB = ⌈2 × 50%⌉ = 1, LI = 1.
    // LB: PPI ⌈1 × 34,6%⌉ = 1 (the group's only seat); Q ⌈0,002⌉ = 1 but none is left: 0; PcD 0; LB_EP 0. LI the same.
    expect(vagas(3)).toEqual({ AC: 1, LB_PPI: 1, LB_Q: 0, LB_PCD: 0, LB_EP: 0, LI_PPI: 1, LI_Q: 0, LI_PCD: 0, LI_EP: 0 });
  });

  it('propriedade: a soma é o total, nada é negativo, cada reserva é no mínimo a parte da lei', () => {
    const pcts = fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 })).filter(([a, b, c]) => a + b + c <= 10_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), pcts, (total, [a, b, c]) => {
        const p = { ppi: a / 100, quilombola: b / 100, pcd: c / 100 };
        const v = vagas(total, p);
        expect(Object.values(v).reduce((x, y) => x + y, 0)).toBe(total);
        for (const n of Object.values(v)) expect(n).toBeGreaterThanOrEqual(0);
        const ep = total - v.AC;
        expect(ep).toBeGreaterThanOrEqual(total / 2);
        const lb = v.LB_PPI + v.LB_Q + v.LB_PCD + v.LB_EP;
        expect(lb).toBeGreaterThanOrEqual(ep / 2);
        // When the group has room for every share, each share is at least its percentage of the group.
        for (const [g, n] of [['LB', lb], ['LI', ep - lb]] as const) {
          const pedidos = [p.ppi, p.quilombola, p.pcd].map((x) => Math.ceil((n * x) / 100 - 1e-9));
          if (pedidos.reduce((x, y) => x + y, 0) <= n) {
            expect(v[`${g}_PPI`]).toBeGreaterThanOrEqual((n * p.ppi) / 100 - 1e-9);
            expect(v[`${g}_Q`]).toBeGreaterThanOrEqual((n * p.quilombola) / 100 - 1e-9);
            expect(v[`${g}_PCD`]).toBeGreaterThanOrEqual((n * p.pcd) / 100 - 1e-9);
          }
        }
      }),
    );
  });
});

describe('preset federal: categorias e destinos (Decreto 7.824 art. 2º §1º, Decreto 11.781/2023)', () => {
  it('oito categorias; PPI é preto/pardo ou indígena; LB exige renda', () => {
    const cats = categoriasFederais();
    expect(cats.map((c) => c.codigo)).toEqual(['LB_PPI', 'LB_Q', 'LB_PCD', 'LB_EP', 'LI_PPI', 'LI_Q', 'LI_PCD', 'LI_EP']);
    expect(cats[0]).toMatchObject({ todas: ['ESCOLA_PUBLICA', 'RENDA'], algumaDe: ['PRETO_PARDO', 'INDIGENA'] });
    expect(cats[4]).toMatchObject({ todas: ['ESCOLA_PUBLICA'], algumaDe: ['PRETO_PARDO', 'INDIGENA'] });
    expect(validarConfiguracaoCotas(federal, new Set())).toEqual({});
  });

  it('sobra de PPI/Q/PcD vai primeiro às outras PPI/Q/PcD, depois à escola pública (renda primeiro), por fim a AC', () => {
    expect(destinosFederais('LB', 'PPI')).toEqual(['LB_Q', 'LB_PCD', 'LI_PPI', 'LI_Q', 'LI_PCD', 'LB_EP', 'LI_EP', 'AC']);
    expect(destinosFederais('LI', 'PCD')).toEqual(['LI_PPI', 'LI_Q', 'LB_PPI', 'LB_Q', 'LB_PCD', 'LB_EP', 'LI_EP', 'AC']);
    expect(destinosFederais('LB', 'EP')).toEqual(['LI_EP', 'AC']);
    for (const c of categoriasFederais()) {
      expect(c.destinos.at(-1)).toBe('AC');
      expect(c.destinos).not.toContain(c.codigo);
      expect(new Set(c.destinos).size).toBe(c.destinos.length);
    }
  });
});

describe('elegibilidade a partir das declarações da inscrição', () => {
  const candidata = respostas({ insPrcEscolaPublica: true, insPrcAfrodescendente: true }, 300_000, 2); // R$ 3.000,00 / 2 = R$ 1.500,00

  it('renda per capita até 1 salário mínimo, inclusive', () => {
    expect(rendaPerCapita({ renda: 303_600, pessoasFamilia: 2 })).toBe(SALARIO);
    expect(declaracoesFeitas(respostas({}, 303_600, 2), federal).has('RENDA')).toBe(true);
    expect(declaracoesFeitas(respostas({}, 303_602, 2), federal).has('RENDA')).toBe(false);
    expect(declaracoesFeitas(respostas({}, 100, null), federal).has('RENDA')).toBe(false);
    expect(declaracoesFeitas(respostas({}, 100, 0), federal).has('RENDA')).toBe(false);
  });

  it('renda per capita comparada sem arredondar: R$ 4.554,01 para 3 pessoas passa de 1 salário mínimo (R$ 1.518,00)', () => {
    // 455.401 centavos / 3 = 151.800,33: a third of a centavo above the limit (the floored division read 151.800).
    expect(declaracoesFeitas(respostas({}, 455_401, 3), federal).has('RENDA')).toBe(false);
    expect(declaracoesFeitas(respostas({}, 455_400, 3), federal).has('RENDA')).toBe(true);
  });

  it('escola pública + renda + preto/pardo, tudo confirmado: LB_PPI, LB_EP, LI_PPI, LI_EP', () => {
    const feitas = declaracoesFeitas(candidata, federal);
    expect([...feitas].sort()).toEqual(['ESCOLA_PUBLICA', 'PRETO_PARDO', 'RENDA']);
    expect(categoriasDoCandidato(federal, declaracoesValidas(feitas, federal, todasConfirmadas))).toEqual(['LB_PPI', 'LB_EP', 'LI_PPI', 'LI_EP']);
  });

  it('só conta o que foi confirmado: PPI pendente deixa LB_EP e LI_EP; não confirmado elimina só se o processo diz', () => {
    const feitas = declaracoesFeitas(candidata, federal);
    const situacao = (d: string): SituacaoVerificacao => (d === 'PRETO_PARDO' ? 'pendente' : 'confirmado');
    expect(categoriasDoCandidato(federal, declaracoesValidas(feitas, federal, situacao))).toEqual(['LB_EP', 'LI_EP']);
    const nao = (d: string): SituacaoVerificacao => (d === 'PRETO_PARDO' ? 'nao_confirmado' : 'confirmado');
    expect(eliminadoPorNaoConfirmacao(federal, feitas, nao)).toBe(false);
    expect(eliminadoPorNaoConfirmacao({ ...federal, naoConfirmado: 'eliminado' }, feitas, nao)).toBe(true);
    expect(eliminadoPorNaoConfirmacao({ ...federal, naoConfirmado: 'eliminado' }, feitas, situacao)).toBe(false);
  });

  it('categoria própria de uma universidade estadual: uma pergunta Sim/Não do formulário, sem verificação', () => {
    const propria = {
      ...federal,
      modelo: 'propria' as const,
      categorias: [{ codigo: 'EP_PR', nome: 'Escola pública do Paraná', todas: ['insPrcCtsPrvParana'], algumaDe: [], destinos: ['AC'] }],
      verificacoes: {},
      percentuais: null,
    };
    expect(validarConfiguracaoCotas(propria, new Set(['insPrcCtsPrvParana']))).toEqual({});
    expect(validarConfiguracaoCotas(propria, new Set())).toHaveProperty('categorias.0.todas');
    const feitas = declaracoesFeitas(respostas({ insPrcCtsPrvParana: true }), propria);
    expect(categoriasDoCandidato(propria, declaracoesValidas(feitas, propria, () => 'pendente'))).toEqual(['EP_PR']);
  });

  it('propriedade: confirmar mais uma declaração nunca tira uma categoria; só há categoria com todas as suas declarações', () => {
    const conjunto = fc.subarray([...DECLARACOES]);
    fc.assert(
      fc.property(conjunto, fc.constantFrom(...DECLARACOES), (validas, extra) => {
        const antes = categoriasDoCandidato(federal, new Set(validas));
        const depois = categoriasDoCandidato(federal, new Set([...validas, extra]));
        for (const c of antes) expect(depois).toContain(c);
        for (const c of antes) {
          const cat = federal.categorias.find((x) => x.codigo === c)!;
          for (const d of cat.todas) expect(validas).toContain(d);
        }
      }),
    );
  });
});

describe('uma opção é nomeada pelo caminho inteiro', () => {
  const arvore = [
    { opcCodigo: 1, opcCdgPai: null, opcDescricao: 'Campus Centro' },
    { opcCodigo: 2, opcCdgPai: 1, opcDescricao: 'Medicina' },
    { opcCodigo: 3, opcCdgPai: 2, opcDescricao: 'Integral' },
    { opcCodigo: 4, opcCdgPai: 1, opcDescricao: 'Direito' },
    { opcCodigo: 5, opcCdgPai: 4, opcDescricao: 'Integral' },
  ];
  it('campus › curso › turno: dois "Integral" deixam de ser iguais', () => {
    expect(nomeDaOpcao(arvore, 3)).toBe('Campus Centro › Medicina › Integral');
    expect(nomeDaOpcao(arvore, 5)).toBe('Campus Centro › Direito › Integral');
    expect(nomeDaOpcao(arvore, 99)).toBe('');
    expect(nomesDasOpcoes(arvore).get(1)).toBe('Campus Centro');
  });
});
