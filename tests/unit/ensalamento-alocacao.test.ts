import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alocar,
  ordemAlfabetica,
  ordemSalas,
  relatorioFaltas,
  type Alocacao,
  type CandidatoAlocacao,
  type SalaAlocacao,
} from '../../server/entities/ensalamento/alocacao.ts';

const NOMES = ['Ana', 'Ângela', 'ana', 'Bruno', 'Çécilia', 'Cecília', 'João', 'Joao', 'Zé', 'Érica', 'Maria Eduarda', 'Íris'];
const MUNICIPIOS = [1, 2, 3];

const candidatoArb = fc.record({
  nome: fc.oneof(fc.constantFrom(...NOMES), fc.string({ minLength: 1, maxLength: 6 })),
  mncCodigo: fc.constantFrom(...MUNICIPIOS),
  especial: fc.boolean(),
});
const salaArb = fc.record({
  mncCodigo: fc.constantFrom(...MUNICIPIOS),
  especial: fc.boolean(),
  lugares: fc.integer({ min: 1, max: 8 }),
  prcSltLclPrvCodigo: fc.integer({ min: 1, max: 3 }),
  bloco: fc.option(fc.constantFrom('A', 'B', 'C'), { nil: null }),
  numero: fc.integer({ min: 1, max: 30 }).map(String),
});

/** Scenario: candidates with unique codes and rooms with unique codes. */
const cenarioArb = fc
  .record({
    candidatos: fc.array(candidatoArb, { maxLength: 80 }),
    salas: fc.array(salaArb, { maxLength: 25 }),
  })
  .map(({ candidatos, salas }) => ({
    candidatos: candidatos.map((c, i): CandidatoAlocacao => ({ ...c, insPrcCodigo: 10_000 + i })),
    salas: salas.map((s, i): SalaAlocacao => ({ ...s, prcSltPrvSlCodigo: 500 + i })),
  }));

/** Same, plus one room per (municipality, kind) large enough for its group: the allocation must succeed. */
const cenarioQueCabeArb = cenarioArb.map(({ candidatos, salas }) => {
  const extra: SalaAlocacao[] = [];
  for (const mncCodigo of MUNICIPIOS) {
    for (const especial of [false, true]) {
      const n = candidatos.filter((c) => c.mncCodigo === mncCodigo && c.especial === especial).length;
      if (n > 0) extra.push({ prcSltPrvSlCodigo: 900 + extra.length, mncCodigo, especial, lugares: n, prcSltLclPrvCodigo: 9, bloco: 'Z', numero: '1' });
    }
  }
  return { candidatos, salas: [...salas, ...extra] };
});

const porSala = (alocacoes: Alocacao[]) => {
  const m = new Map<number, Alocacao[]>();
  for (const a of alocacoes) m.set(a.prcSltPrvSlCodigo, [...(m.get(a.prcSltPrvSlCodigo) ?? []), a]);
  return m;
};

function alocacoesOk(candidatos: CandidatoAlocacao[], salas: SalaAlocacao[]): Alocacao[] {
  const r = alocar(candidatos, salas);
  if (!r.ok) throw new Error(`recusou: ${JSON.stringify(r.faltas)}`);
  return r.alocacoes;
}

describe('alocação de salas (propriedades)', () => {
  it('nenhuma sala acima da capacidade', () => {
    fc.assert(
      fc.property(cenarioQueCabeArb, ({ candidatos, salas }) => {
        const lugares = new Map(salas.map((s) => [s.prcSltPrvSlCodigo, s.lugares]));
        for (const [sala, lista] of porSala(alocacoesOk(candidatos, salas))) {
          expect(lista.length).toBeLessThanOrEqual(lugares.get(sala)!);
          for (const a of lista) expect(a.carteira).toBeLessThanOrEqual(lugares.get(sala)!);
        }
      }),
    );
  });

  it('todo candidato elegível é alocado exatamente uma vez', () => {
    fc.assert(
      fc.property(cenarioQueCabeArb, ({ candidatos, salas }) => {
        const codigos = alocacoesOk(candidatos, salas).map((a) => a.insPrcCodigo);
        expect(new Set(codigos).size).toBe(codigos.length);
        expect([...codigos].sort()).toEqual(candidatos.map((c) => c.insPrcCodigo).sort());
      }),
    );
  });

  it('carteiras únicas em cada sala, numeradas 1..n', () => {
    fc.assert(
      fc.property(cenarioQueCabeArb, ({ candidatos, salas }) => {
        for (const lista of porSala(alocacoesOk(candidatos, salas)).values()) {
          const carteiras = lista.map((a) => a.carteira).sort((a, b) => a - b);
          expect(carteiras).toEqual(carteiras.map((_, i) => i + 1));
        }
      }),
    );
  });

  it('quem precisa de atendimento especial só em sala marcada para isso; e sempre no seu município', () => {
    fc.assert(
      fc.property(cenarioQueCabeArb, ({ candidatos, salas }) => {
        const sala = new Map(salas.map((s) => [s.prcSltPrvSlCodigo, s]));
        const cand = new Map(candidatos.map((c) => [c.insPrcCodigo, c]));
        for (const a of alocacoesOk(candidatos, salas)) {
          const c = cand.get(a.insPrcCodigo)!;
          const s = sala.get(a.prcSltPrvSlCodigo)!;
          if (c.especial) expect(s.especial).toBe(true);
          else expect(s.especial).toBe(false); // special rooms are kept for those who need them
          expect(s.mncCodigo).toBe(c.mncCodigo);
        }
      }),
    );
  });

  it('ordem alfabética: salas em ordem, carteiras em ordem, nomes em ordem', () => {
    fc.assert(
      fc.property(cenarioQueCabeArb, ({ candidatos, salas }) => {
        const sala = new Map(salas.map((s) => [s.prcSltPrvSlCodigo, s]));
        const cand = new Map(candidatos.map((c) => [c.insPrcCodigo, c]));
        const grupos = new Map<string, Alocacao[]>();
        for (const a of alocacoesOk(candidatos, salas)) {
          const s = sala.get(a.prcSltPrvSlCodigo)!;
          const k = `${s.mncCodigo}:${s.especial}`;
          grupos.set(k, [...(grupos.get(k) ?? []), a]);
        }
        for (const lista of grupos.values()) {
          const porPosicao = [...lista].sort((x, y) => ordemSalas(sala.get(x.prcSltPrvSlCodigo)!, sala.get(y.prcSltPrvSlCodigo)!) || x.carteira - y.carteira);
          const nomes = porPosicao.map((a) => cand.get(a.insPrcCodigo)!);
          expect(nomes).toEqual([...nomes].sort(ordemAlfabetica));
        }
      }),
    );
  });

  it('recusa exatamente quando algum grupo não cabe, e então não aloca ninguém', () => {
    fc.assert(
      fc.property(cenarioArb, ({ candidatos, salas }) => {
        const esperado: { mncCodigo: number; especial: boolean; candidatos: number; lugares: number }[] = [];
        for (const mncCodigo of MUNICIPIOS) {
          for (const especial of [false, true]) {
            const n = candidatos.filter((c) => c.mncCodigo === mncCodigo && c.especial === especial).length;
            const lugares = salas.filter((s) => s.mncCodigo === mncCodigo && s.especial === especial).reduce((t, s) => t + s.lugares, 0);
            if (n > lugares) esperado.push({ mncCodigo, especial, candidatos: n, lugares });
          }
        }
        const r = alocar(candidatos, salas);
        if (esperado.length === 0) expect(r.ok).toBe(true);
        else expect(r).toEqual({ ok: false, faltas: esperado });
      }),
    );
  });
});

describe('alocação de salas (exemplos)', () => {
  const s = (codigo: number, lugares: number, especial = false, numero = String(codigo)): SalaAlocacao => ({
    prcSltPrvSlCodigo: codigo, mncCodigo: 1, especial, lugares, prcSltLclPrvCodigo: 1, bloco: 'A', numero,
  });

  it('enche a sala 2 antes da 10, em ordem alfabética sem acento', () => {
    const candidatos: CandidatoAlocacao[] = ['Zé', 'Ângela', 'bruno', 'Ana'].map((nome, i) => ({ insPrcCodigo: i + 1, nome, mncCodigo: 1, especial: false }));
    const r = alocar(candidatos, [s(10, 5, false, '10'), s(2, 2, false, '2')]);
    expect(r).toEqual({
      ok: true,
      alocacoes: [
        { insPrcCodigo: 4, prcSltPrvSlCodigo: 2, carteira: 1 }, // Ana
        { insPrcCodigo: 2, prcSltPrvSlCodigo: 2, carteira: 2 }, // Ângela
        { insPrcCodigo: 3, prcSltPrvSlCodigo: 10, carteira: 1 }, // bruno
        { insPrcCodigo: 1, prcSltPrvSlCodigo: 10, carteira: 2 }, // Zé
      ],
    });
  });

  it('candidato sem município de prova e falta de lugares especiais viram relatório', () => {
    const r = alocar(
      [
        { insPrcCodigo: 1, nome: 'A', mncCodigo: null, especial: false },
        { insPrcCodigo: 2, nome: 'B', mncCodigo: 1, especial: true },
        { insPrcCodigo: 3, nome: 'C', mncCodigo: 1, especial: true },
      ],
      [s(1, 40), s(2, 1, true)],
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(relatorioFaltas(r.faltas, () => 'Ponta Grossa')).toBe(
      [
        'Ensalamento recusado. Nada foi alterado.',
        '1 inscrição(ões) deferida(s) sem município de prova: defina o município de prova delas (em lote, na tela de ensalamento).',
        'A capacidade das salas não comporta todos os candidatos destes municípios:',
        '- Ponta Grossa, salas para atendimento especial: 2 candidato(s) para 1 lugar(es); faltam 1.',
      ].join('\n'),
    );
  });
});
