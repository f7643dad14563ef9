/**
 * Property tests of the ranking (issue 36): seat moves along ordered destinations (any order, cycles included) and
 * candidates with several categories and several options, checked against a slow, obviously correct implementation
 * of the definition in src/domain/classificacao-vagas.ts (one seat at a time, everything drawn again after each move).
 * Bounded by the number of runs, never by time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMPLA, classificar, type CandidatoClassificacao, type ResultadoOpcao } from '../../src/domain/classificacao.ts';
import { cadeiaDe, validarRegras, type RegrasClassificacao } from '../../src/domain/classificacao-regras.ts';
import { regrasSimples } from '../support/classificacao-exemplos.ts';

const CODIGOS = ['A', 'B', 'C', 'D'];
const OPCOES = [1, 2, 3];
const RUNS = { numRuns: 300 };

const regrasArb: fc.Arbitrary<RegrasClassificacao> = fc
  .record({
    usadas: fc.shuffledSubarray(CODIGOS),
    destinos: fc.array(fc.shuffledSubarray([...CODIGOS, AMPLA]), { minLength: 4, maxLength: 4 }),
    vagas: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 15, maxLength: 15 }),
    espera: fc.boolean(),
  })
  .map(({ usadas, destinos, vagas, espera }) => {
    // Destinations in any order, to any other category in use or AC: cycles included.
    const categorias = usadas.map((codigo, i) => ({ codigo, nome: codigo, destinos: destinos[i].filter((d) => d !== codigo && (d === AMPLA || usadas.includes(d))) }));
    const seats = Object.fromEntries([AMPLA, ...usadas].map((l, i) => [l, i]));
    const r = regrasSimples(categorias, {}, [], { opcoes: { esperaNasOpcoesAnteriores: espera } });
    r.vagas = OPCOES.flatMap((opcao, o) => [AMPLA, ...usadas].map((lista) => ({ opcao, lista, vagas: vagas[o * 5 + seats[lista]] })));
    return r;
  });

const candidatosArb = fc
  .array(
    fc.record({
      categorias: fc.subarray(CODIGOS),
      opcoes: fc.shuffledSubarray(OPCOES, { minLength: 1 }),
      nota: fc.integer({ min: 0, max: 12 }),
      instante: fc.integer({ min: 0, max: 2 }),
    }),
    { maxLength: 30 },
  )
  .map((xs) =>
    xs.map(
      (x, i): CandidatoClassificacao => ({
        inscricao: i + 1,
        opcoes: x.opcoes,
        categorias: x.categorias,
        notas: { 1: x.nota },
        ausente: false,
        nascimento: null,
        inscritoEm: new Date(Date.UTC(2025, 9, 1, x.instante)).toISOString(),
      }),
    ),
  );

// ---- The reference: the header's definition, read literally ----

/** The ranking order of regrasSimples: score desc, then the earlier enrolment instant, then the lower number. */
const ordenar = (cs: readonly CandidatoClassificacao[]) =>
  [...cs].sort((a, b) => b.notas[1] - a.notas[1] || Date.parse(a.inscritoEm) - Date.parse(b.inscritoEm) || a.inscricao - b.inscricao);

function desenharRef(ordenados: CandidatoClassificacao[], ordem: string[], vagas: Map<string, number>) {
  const aprovado = new Map<number, string>();
  const membros = new Map<string, CandidatoClassificacao[]>();
  for (const l of ordem) {
    const m = ordenados.filter((c) => !aprovado.has(c.inscricao) && (l === AMPLA || c.categorias.includes(l)));
    m.slice(0, vagas.get(l)).forEach((c) => aprovado.set(c.inscricao, l));
    membros.set(l, m);
  }
  return { aprovado, membros };
}

/** One seat at a time: the first list with an unfilled seat and someone waiting in its chain gives one seat. */
function referenciaOpcao(regras: RegrasClassificacao, opcao: number, candidatos: readonly CandidatoClassificacao[]) {
  const ordem = [AMPLA, ...regras.categorias.map((c) => c.codigo)];
  const vagas = new Map(ordem.map((l) => [l, regras.vagas.find((v) => v.opcao === opcao && v.lista === l)?.vagas ?? 0]));
  const ordenados = ordenar(candidatos);
  for (let passos = 0; ; passos++) {
    if (passos > 10_000) throw new Error('a referência não terminou');
    const d = desenharRef(ordenados, ordem, vagas);
    const espera = (l: string) => d.membros.get(l)!.some((c) => !d.aprovado.has(c.inscricao));
    const de = ordem.find((l) => vagas.get(l)! > d.membros.get(l)!.length && cadeiaDe(l, regras.categorias).some(espera));
    if (!de) return { aprovado: d.aprovado, vagas };
    const para = cadeiaDe(de, regras.categorias).find(espera)!;
    vagas.set(de, vagas.get(de)! - 1);
    vagas.set(para, vagas.get(para)! + 1);
  }
}

const aprovadosEm = (r: ResultadoOpcao) => new Map(r.listas.flatMap((l) => l.candidatos.filter((c) => c.situacao === 'aprovado').map((c) => [c.inscricao, l.lista] as const)));

/** Per candidate, the option that approves them (undefined: none); throws when approved twice. */
function opcaoAprovada(resultado: ResultadoOpcao[]) {
  const m = new Map<number, number>();
  for (const r of resultado) {
    for (const ins of aprovadosEm(r).keys()) {
      if (m.has(ins)) throw new Error(`inscrição ${ins} aprovada em ${m.get(ins)} e em ${r.opcao}`);
      m.set(ins, r.opcao);
    }
  }
  return m;
}

describe('classificar: propriedades do remanejamento e das várias opções', () => {
  it('as regras geradas são válidas (destinos em qualquer ordem, ciclos incluídos)', () => {
    fc.assert(
      fc.property(regrasArb, (regras) => {
        expect(validarRegras(regras)).toEqual({});
      }),
      RUNS,
    );
  });

  it('ninguém é aprovado duas vezes entre as opções; ninguém aparece abaixo da opção que o aprova', () => {
    fc.assert(
      fc.property(regrasArb, candidatosArb, (regras, candidatos) => {
        const resultado = classificar(regras, candidatos);
        const aprovada = opcaoAprovada(resultado);
        for (const r of resultado) {
          for (const l of r.listas) {
            for (const c of l.candidatos) {
              const cand = candidatos[c.inscricao - 1];
              const o = aprovada.get(c.inscricao);
              if (o !== undefined) expect(cand.opcoes.indexOf(r.opcao)).toBeLessThanOrEqual(cand.opcoes.indexOf(o));
              if (o !== undefined && o !== r.opcao) expect(regras.opcoes!.esperaNasOpcoesAnteriores).toBe(true);
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('cada opção é, vaga a vaga, a definição aplicada a quem está nela (igual à referência de um remanejamento por vez)', () => {
    fc.assert(
      fc.property(regrasArb, candidatosArb, (regras, candidatos) => {
        const resultado = classificar(regras, candidatos);
        const aprovada = opcaoAprovada(resultado);
        for (const r of resultado) {
          // Who stands in the option: chose it, and is not approved in an option they prefer.
          const ficam = candidatos.filter((c) => {
            const i = c.opcoes.indexOf(r.opcao);
            const o = aprovada.get(c.inscricao);
            return i >= 0 && (o === undefined || c.opcoes.indexOf(o) >= i);
          });
          const ref = referenciaOpcao(regras, r.opcao, ficam);
          expect(aprovadosEm(r)).toEqual(ref.aprovado);
          expect(new Map(r.listas.map((l) => [l.lista, l.vagas]))).toEqual(ref.vagas);
        }
      }),
      RUNS,
    );
  });

  it('uma vaga só sai de uma lista sem ninguém dela em espera; nenhuma vaga fica vazia com alguém em espera na sua cadeia', () => {
    fc.assert(
      fc.property(regrasArb, candidatosArb, (regras, candidatos) => {
        const resultado = classificar(regras, candidatos);
        const aprovada = opcaoAprovada(resultado);
        for (const r of resultado) {
          const aqui = aprovadosEm(r);
          const lista = (l: string) => r.listas.find((x) => x.lista === l)!;
          for (const m of r.remanejamentos) {
            const daLista = candidatos.filter((c) => c.opcoes.includes(r.opcao) && (m.de === AMPLA || c.categorias.includes(m.de)));
            for (const c of daLista) expect(aprovada.has(c.inscricao)).toBe(true);
          }
          for (const l of r.listas) {
            const ocupadas = l.candidatos.filter((c) => c.situacao === 'aprovado').length;
            if (ocupadas === l.vagas) continue;
            for (const d of cadeiaDe(l.lista, regras.categorias)) for (const c of lista(d).candidatos) expect(aqui.has(c.inscricao)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('subir a nota de um candidato nunca piora o melhor resultado dele', () => {
    fc.assert(
      fc.property(regrasArb, candidatosArb, fc.nat(), fc.integer({ min: 1, max: 12 }), (regras, candidatos, qual, mais) => {
        fc.pre(candidatos.length > 0);
        const i = qual % candidatos.length;
        const melhor = (cs: CandidatoClassificacao[]) => {
          const o = opcaoAprovada(classificar(regras, cs)).get(cs[i].inscricao);
          return o === undefined ? Number.POSITIVE_INFINITY : cs[i].opcoes.indexOf(o);
        };
        const subiu = candidatos.map((c, j) => (j === i ? { ...c, notas: { 1: c.notas[1] + mais } } : c));
        expect(melhor(subiu)).toBeLessThanOrEqual(melhor(candidatos));
      }),
      RUNS,
    );
  });

  it('a ordem de entrada não muda nada', () => {
    fc.assert(
      fc.property(
        regrasArb,
        candidatosArb.chain((cs) => fc.tuple(fc.constant(cs), fc.shuffledSubarray(cs, { minLength: cs.length, maxLength: cs.length }))),
        (regras, [candidatos, embaralhados]) => {
          expect(classificar(regras, embaralhados)).toEqual(classificar(regras, candidatos));
        },
      ),
      RUNS,
    );
  });
});
