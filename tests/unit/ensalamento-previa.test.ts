import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alocar, planejar, type CandidatoAlocacao, type SalaAlocacao } from '../../server/entities/ensalamento/alocacao.ts';

/** The preview's plan (planejar): what the back office shows before anything is saved. */
const MUNICIPIOS = [1, 2, 3];
const cenarioArb = fc
  .record({
    candidatos: fc.array(fc.record({ nome: fc.string({ minLength: 1, maxLength: 5 }), mncCodigo: fc.option(fc.constantFrom(...MUNICIPIOS), { nil: null, freq: 8 }), especial: fc.boolean() }), { maxLength: 60 }),
    salas: fc.array(
      fc.record({ mncCodigo: fc.constantFrom(...MUNICIPIOS), especial: fc.boolean(), lugares: fc.integer({ min: 1, max: 6 }), prcSltLclPrvCodigo: fc.integer({ min: 1, max: 2 }), bloco: fc.constant(null), numero: fc.integer({ min: 1, max: 40 }).map(String) }),
      { maxLength: 12 },
    ),
  })
  .map(({ candidatos, salas }) => ({
    candidatos: candidatos.map((c, i): CandidatoAlocacao => ({ ...c, insPrcCodigo: 1 + i })),
    salas: salas.map((s, i): SalaAlocacao => ({ ...s, prcSltPrvSlCodigo: 100 + i })),
  }));

describe('planejar (a prévia do ensalamento)', () => {
  it('cada candidato fica sentado ou na lista dos sem lugar, nunca nos dois; nenhuma sala passa da capacidade; especiais só em salas especiais', () => {
    fc.assert(
      fc.property(cenarioArb, ({ candidatos, salas }) => {
        const p = planejar(candidatos, salas);
        const sentados = p.alocacoes.map((a) => a.insPrcCodigo);
        const fora = p.semLugar.map((s) => s.insPrcCodigo);
        expect([...sentados, ...fora].sort((a, b) => a - b)).toEqual(candidatos.map((c) => c.insPrcCodigo));
        const sala = new Map(salas.map((s) => [s.prcSltPrvSlCodigo, s]));
        const ocupacao = new Map<number, number>();
        for (const a of p.alocacoes) {
          const s = sala.get(a.prcSltPrvSlCodigo)!;
          const c = candidatos[a.insPrcCodigo - 1];
          expect(s.especial).toBe(c.especial);
          expect(s.mncCodigo).toBe(c.mncCodigo);
          expect(a.carteira).toBeGreaterThanOrEqual(1);
          expect(a.carteira).toBeLessThanOrEqual(s.lugares);
          ocupacao.set(s.prcSltPrvSlCodigo, (ocupacao.get(s.prcSltPrvSlCodigo) ?? 0) + 1);
        }
        for (const [codigo, n] of ocupacao) expect(n).toBeLessThanOrEqual(sala.get(codigo)!.lugares);
        // 'sem-sala': nowhere to go in that municipality; 'capacidade': rooms exist but are full
        for (const s of p.semLugar) {
          const lugares = s.mncCodigo === null ? 0 : salas.filter((x) => x.mncCodigo === s.mncCodigo && x.especial === s.especial).reduce((n, x) => n + x.lugares, 0);
          expect(s.motivo).toBe(lugares === 0 ? 'sem-sala' : 'capacidade');
        }
        // the saved plan is the preview's exactly when nobody is left out
        const r = alocar(candidatos, salas);
        expect(r.ok).toBe(p.semLugar.length === 0);
        if (r.ok) expect(r.alocacoes).toEqual(p.alocacoes);
      }),
    );
  });
});
