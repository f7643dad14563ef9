import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMPLA, classificar, type CandidatoClassificacao, type ResultadoOpcao } from '../../src/domain/classificacao.ts';
import { validarRegras, type RegrasClassificacao } from '../../src/domain/classificacao-regras.ts';

const REDACAO = 2;
const OBJETIVA = 1;

const regrasBase = (over: Partial<RegrasClassificacao> = {}): RegrasClassificacao => ({
  categorias: [
    { codigo: 'PPI', nome: 'Pretos, pardos e indígenas', destinos: ['ESC'] },
    { codigo: 'ESC', nome: 'Escola pública', destinos: [AMPLA] },
  ],
  vagas: [
    { opcao: 10, lista: AMPLA, vagas: 2 },
    { opcao: 10, lista: 'PPI', vagas: 1 },
    { opcao: 10, lista: 'ESC', vagas: 1 },
  ],
  pesos: [
    { prova: OBJETIVA, peso: 1 },
    { prova: REDACAO, peso: 2 },
  ],
  eliminacao: { ausente: true, zeroEm: [REDACAO], minimoTotal: 10 },
  desempate: [{ tipo: 'prova', prova: REDACAO }, { tipo: 'idoso' }, { tipo: 'inscricao' }],
  dataReferencia: '2026-01-31',
  ...over,
});

let seq = 0;
const cand = (inscricao: number, obj: number, red: number, over: Partial<CandidatoClassificacao> = {}): CandidatoClassificacao => ({
  inscricao,
  opcoes: [10],
  categorias: [],
  notas: { [OBJETIVA]: obj, [REDACAO]: red },
  ausente: false,
  nascimento: '2000-01-01',
  inscritoEm: `2025-10-01T12:00:${String(seq++ % 60).padStart(2, '0')}Z`,
  ...over,
});

const lista = (r: ResultadoOpcao, l: string) => r.listas.find((x) => x.lista === l)!;
const resumo = (r: ResultadoOpcao, l: string) => lista(r, l).candidatos.map((c) => `${c.inscricao}${c.situacao === 'aprovado' ? '*' : ''}`);

describe('classificar: exemplo calculado à mão', () => {
  it('AC primeiro, depois as categorias sem os aprovados antes; eliminados fora das listas', () => {
    const candidatos = [
      cand(1, 50, 10), // 70
      cand(2, 40, 10, { categorias: ['PPI', 'ESC'] }), // 60
      cand(3, 30, 10, { categorias: ['PPI'] }), // 50
      cand(4, 20, 10, { categorias: ['ESC'] }), // 40
      cand(5, 38, 11, { categorias: ['ESC'] }), // 60, redação maior que a de 2: passa à frente
      cand(6, 90, 0), // zero na redação
      cand(7, 90, 10, { ausente: true }),
      cand(8, 5, 2), // 9 < 10
    ];
    const [r] = classificar(regrasBase(), candidatos);
    expect(resumo(r, AMPLA)).toEqual(['1*', '5*', '2', '3', '4']);
    expect(resumo(r, 'PPI')).toEqual(['2*', '3']);
    expect(resumo(r, 'ESC')).toEqual(['4*']);
    expect(r.eliminados.map((e) => [e.inscricao, e.motivos.length])).toEqual([
      [6, 1],
      [7, 1],
      [8, 1],
    ]);
    expect(r.eliminados[0].motivos[0]).toContain('Nota zero');
    expect(r.eliminados[1].motivos).toEqual(['Ausente.']);
  });

  it('vagas não ocupadas seguem a cadeia configurada (PPI -> ESC -> AC) até a primeira lista com candidato em espera', () => {
    const candidatos = [cand(1, 50, 10), cand(2, 40, 10), cand(3, 30, 10), cand(4, 20, 10, { categorias: ['ESC'] })];
    const [r] = classificar(regrasBase(), candidatos);
    // PPI has nobody; in ESC nobody waits (4 takes its only seat): PPI's seat goes on to AC (3 seats).
    expect(lista(r, 'PPI').vagas).toBe(0);
    expect(lista(r, 'ESC').vagas).toBe(1);
    expect(lista(r, AMPLA).vagas).toBe(3);
    expect(resumo(r, AMPLA)).toEqual(['1*', '2*', '3*', '4']);
    expect(resumo(r, 'ESC')).toEqual(['4*']);
    expect(r.remanejamentos).toEqual([{ de: 'PPI', para: AMPLA, vagas: 1, motivo: 'Nenhum candidato em espera em PPI nem em ESC; AC é o próximo destino de PPI com candidato em espera.' }]);
  });

  it('desempate: redação, depois pessoa idosa (60+), depois a inscrição mais antiga', () => {
    const t = (s: string) => `2025-10-0${s}T10:00:00Z`;
    const candidatos = [
      cand(1, 40, 10, { nascimento: '1990-05-05', inscritoEm: t('1') }),
      cand(2, 40, 10, { nascimento: '1966-01-31', inscritoEm: t('3') }), // 60 on the reference day
      cand(3, 40, 10, { nascimento: '1950-01-01', inscritoEm: t('4') }), // older still
      cand(4, 40, 10, { nascimento: '1966-02-01', inscritoEm: t('2') }), // 59: not yet
      cand(5, 38, 11, { inscritoEm: t('5') }),
    ];
    const [r] = classificar(regrasBase({ vagas: [] }), candidatos);
    expect(resumo(r, AMPLA)).toEqual(['5', '3', '2', '1', '4']);
  });

  it('critério idade: o mais velho primeiro, datas desconhecidas por último', () => {
    const candidatos = [cand(1, 40, 10, { nascimento: null }), cand(2, 40, 10, { nascimento: '1980-01-01' }), cand(3, 40, 10, { nascimento: '1970-01-01' })];
    const [r] = classificar(regrasBase({ vagas: [], desempate: [{ tipo: 'idade' }] }), candidatos);
    expect(resumo(r, AMPLA)).toEqual(['3', '2', '1']);
  });

  it('aceita destinos em ciclo (Decreto 7.824/2012, art. 2º, §1: PPI -> PCD e PCD -> PPI) e recusa a própria categoria, códigos inexistentes e repetidos', () => {
    const regras = regrasBase({
      categorias: [
        { codigo: 'A', nome: 'A', destinos: ['B', AMPLA] },
        { codigo: 'B', nome: 'B', destinos: ['A', AMPLA] },
      ],
      vagas: [],
    });
    expect(validarRegras(regras)).toEqual({});
    expect(classificar(regras, [])).toEqual([]);
    const ruins = regrasBase({ categorias: [{ codigo: 'A', nome: 'A', destinos: ['A', 'Z', AMPLA, AMPLA] }], vagas: [] });
    expect(Object.keys(validarRegras(ruins)).sort()).toEqual(['categorias.0.destinos.0', 'categorias.0.destinos.1', 'categorias.0.destinos.3']);
  });
});

describe('validarRegras', () => {
  it('aceita regras válidas e explica cada campo inválido', () => {
    expect(validarRegras(regrasBase(), new Set([1, 2]))).toEqual({});
    const erros = validarRegras(
      regrasBase({
        categorias: [
          { codigo: 'AC', nome: '', destinos: [] },
          { codigo: 'x y', nome: 'X', destinos: ['NADA'] },
        ],
        vagas: [{ opcao: 10, lista: 'ZZ', vagas: -1 }],
        pesos: [{ prova: 9, peso: 0 }],
        eliminacao: { ausente: true, zeroEm: [9], minimoTotal: -1 },
        desempate: [{ tipo: 'idade' }, { tipo: 'idade' }],
        dataReferencia: '31/01/2026',
      }),
      new Set([1, 2]),
    );
    expect(Object.keys(erros).sort()).toEqual(
      [
        'categorias.0.codigo',
        'categorias.0.nome',
        'categorias.1.codigo',
        'categorias.1.destinos.0',
        'vagas.0.lista',
        'vagas.0.vagas',
        'pesos.0.prova',
        'pesos.0.peso',
        'eliminacao.zeroEm.0',
        'eliminacao.minimoTotal',
        'desempate.1',
        'dataReferencia',
      ].sort(),
    );
  });
});

// ---- Property tests ----

const CODIGOS = ['A', 'B', 'C'];
const regrasArb: fc.Arbitrary<RegrasClassificacao> = fc
  .record({
    usadas: fc.subarray(CODIGOS),
    destinos: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 3, maxLength: 3 }),
    vagas: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 8, maxLength: 8 }),
    desempate: fc.shuffledSubarray([{ tipo: 'prova', prova: REDACAO } as const, { tipo: 'idoso' } as const, { tipo: 'idade' } as const, { tipo: 'inscricao' } as const]),
    ausente: fc.boolean(),
    zero: fc.boolean(),
    minimo: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  })
  .map(({ usadas, destinos, vagas, desempate, ausente, zero, minimo }) => ({
    // A category's seats go to AC, nowhere, or another category (cycles included; classificacao-propriedades.test.ts
    // generates longer ordered lists).
    categorias: usadas.map((codigo, i) => {
      const outras = usadas.filter((c) => c !== codigo);
      const d = destinos[i];
      return { codigo, nome: codigo, destinos: d === 0 ? [] : d === 1 ? [AMPLA] : [outras[d - 2] ?? AMPLA] };
    }),
    vagas: [1, 2].flatMap((opcao, o) => [AMPLA, ...usadas].map((lista, i) => ({ opcao, lista, vagas: vagas[o * 4 + i] }))),
    pesos: [
      { prova: OBJETIVA, peso: 1 },
      { prova: REDACAO, peso: 1.5 },
    ],
    eliminacao: { ausente, zeroEm: zero ? [REDACAO] : [], minimoTotal: minimo },
    desempate: [...desempate],
    dataReferencia: '2026-01-31',
  }));

const candidatosArb = fc.uniqueArray(
  fc.record({
    inscricao: fc.integer({ min: 1, max: 500 }),
    opcoes: fc.constantFrom([1], [2], [1, 2], [2, 1]),
    categorias: fc.subarray(CODIGOS),
    obj: fc.integer({ min: 0, max: 3 }),
    red: fc.integer({ min: 0, max: 2 }),
    ausente: fc.boolean(),
    nascimento: fc.constantFrom(null, '1950-03-01', '1966-01-31', '1990-07-07'),
    instante: fc.integer({ min: 0, max: 3 }),
  }),
  { selector: (c) => c.inscricao, maxLength: 40 },
).map((xs) =>
  xs.map(
    (x): CandidatoClassificacao => ({
      inscricao: x.inscricao,
      opcoes: x.opcoes,
      categorias: x.categorias,
      notas: { [OBJETIVA]: x.obj, [REDACAO]: x.red },
      ausente: x.ausente,
      nascimento: x.nascimento,
      inscritoEm: new Date(Date.UTC(2025, 9, 1, x.instante)).toISOString(),
    }),
  ),
);

describe('classificar: propriedades', () => {
  it('ninguém aparece duas vezes numa lista nem é aprovado duas vezes na mesma opção; eliminados em lista nenhuma', () => {
    fc.assert(
      fc.property(regrasArb, candidatosArb, (regras, candidatos) => {
        for (const r of classificar(regras, candidatos)) {
          const aprovados: number[] = [];
          const eliminados = new Set(r.eliminados.map((e) => e.inscricao));
          for (const l of r.listas) {
            const nums = l.candidatos.map((c) => c.inscricao);
            expect(new Set(nums).size).toBe(nums.length);
            expect(l.candidatos.map((c) => c.posicao)).toEqual(nums.map((_, i) => i + 1));
            for (const n of nums) expect(eliminados.has(n)).toBe(false);
            aprovados.push(...l.candidatos.filter((c) => c.situacao === 'aprovado').map((c) => c.inscricao));
          }
          expect(new Set(aprovados).size).toBe(aprovados.length);
        }
      }),
    );
  });

  it('toda vaga é ocupada enquanto houver candidato elegível (depois do remanejamento configurado)', () => {
    fc.assert(
      fc.property(regrasArb, candidatosArb, (regras, candidatos) => {
        const resultado = classificar(regras, candidatos);
        // Approved in any option: a candidate approved in another option of theirs is not waiting for this one.
        const aprovados = new Set(resultado.flatMap((r) => r.listas.flatMap((l) => l.candidatos.filter((c) => c.situacao === 'aprovado').map((c) => c.inscricao))));
        for (const r of resultado) {
          const configuradas = regras.vagas.filter((v) => v.opcao === r.opcao).reduce((s, v) => s + v.vagas, 0);
          expect(r.listas.reduce((s, l) => s + l.vagas, 0)).toBe(configuradas);
          const eliminados = new Set(r.eliminados.map((e) => e.inscricao));
          for (const l of r.listas) {
            const ocupadas = l.candidatos.filter((c) => c.situacao === 'aprovado').length;
            expect(ocupadas).toBeLessThanOrEqual(l.vagas);
            if (ocupadas === l.vagas) continue;
            const sobra = candidatos.filter(
              (c) => c.opcoes.includes(r.opcao) && !eliminados.has(c.inscricao) && !aprovados.has(c.inscricao) && (l.lista === AMPLA || c.categorias.includes(l.lista)),
            );
            expect(sobra).toEqual([]);
          }
        }
      }),
    );
  });

  it('a ordem de entrada não muda nada (todo empate é desfeito sempre do mesmo modo)', () => {
    fc.assert(
      fc.property(
        regrasArb,
        candidatosArb.chain((cs) => fc.tuple(fc.constant(cs), fc.shuffledSubarray(cs, { minLength: cs.length, maxLength: cs.length }))),
        (regras, [candidatos, embaralhados]) => {
          expect(classificar(regras, embaralhados)).toEqual(classificar(regras, candidatos));
        },
      ),
    );
  });

  it('os aprovados em AC são os primeiros da ordem geral; a cota só recebe quem não passou em AC', () => {
    fc.assert(
      fc.property(regrasArb, candidatosArb, (regras, candidatos) => {
        for (const r of classificar(regras, candidatos)) {
          const ac = r.listas[0];
          const emAc = new Set(ac.candidatos.filter((c) => c.situacao === 'aprovado').map((c) => c.inscricao));
          expect(ac.candidatos.slice(0, emAc.size).every((c) => c.situacao === 'aprovado')).toBe(true);
          for (const l of r.listas.slice(1)) for (const c of l.candidatos) expect(emAc.has(c.inscricao)).toBe(false);
        }
      }),
    );
  });
});
