import type { DbOrTx } from '../client.ts';
import { seriadoProva } from '../schema/index.ts';
import type { Rng } from './aleatorio.ts';
import { insertMany } from './bulk.ts';
import type { InscricaoSeriado } from './inscricoes.ts';

/** [stage code, stage, exam, value, specific]. Stage 5 = essay, scored in serial 1 only (SPEC §9). */
const PROVAS: [number, string, string, number, boolean][] = [
  [1, 'Linguagens, Códigos e suas Tecnologias', 'Língua Portuguesa', 12, false],
  [1, 'Linguagens, Códigos e suas Tecnologias', 'Literatura', 6, false],
  [1, 'Linguagens, Códigos e suas Tecnologias', 'Língua Estrangeira Moderna', 6, false],
  [2, 'Ciências Humanas e suas Tecnologias', 'História', 8, false],
  [2, 'Ciências Humanas e suas Tecnologias', 'Geografia', 8, false],
  [2, 'Ciências Humanas e suas Tecnologias', 'Filosofia e Sociologia', 6, false],
  [3, 'Ciências da Natureza e suas Tecnologias', 'Biologia', 8, true],
  [3, 'Ciências da Natureza e suas Tecnologias', 'Química', 8, true],
  [3, 'Ciências da Natureza e suas Tecnologias', 'Física', 8, true],
  [4, 'Matemática e suas Tecnologias', 'Matemática', 12, true],
  [5, 'Redação', 'Redação', 10, false],
];

const fix = (x: number, casas = 4) => Number(x.toFixed(casas));
const limitar = (x: number) => Math.min(1, Math.max(0, x));

/**
 * Exams of the serial process and every candidate's raw hits (Brt) and standardised scores (Pdr)
 * in serial 1 and 2. Pdr = hits / value * 100, weighted by a small exam factor.
 */
export async function seedSeriado(db: DbOrTx, rng: Rng, prcSltCodigo: number, inscricoes: InscricaoSeriado[]): Promise<number> {
  const provas = await db
    .insert(seriadoProva)
    .values(PROVAS.map(([etpCodigo, etpDescricao, prvDescricao, v, prvEspecifica], i) => ({ prcSltCodigo, etpCodigo, etpDescricao, prvDescricao, prvValorizacao: String(v), prvEspecifica, prvOrdem: i + 1 })))
    .returning();
  const linhas: Record<string, unknown>[] = [];
  const gravar = async () => {
    await insertMany(db, 'seriado_pontuacao', {
      insPrcCodigo: 'int', prvCodigo: 'int', pntCndPrvPntBrtSeriado1: 'numeric', pntCndPrvPntBrtSeriado2: 'numeric',
      pntCndPrvPntPdrSeriado1: 'numeric', pntCndPrvPntPdrSeriado2: 'numeric',
    }, linhas, 10_000);
    linhas.length = 0;
  };
  for (const insc of inscricoes) {
    // ability ~ bell-shaped in [0.15, 0.95]; serial 2 a little better than serial 1
    const habilidade = 0.15 + 0.8 * ((rng.next() + rng.next() + rng.next()) / 3);
    for (const prova of provas) {
      const v = Number(prova.prvValorizacao);
      const fator = 1 + (prova.prvEspecifica ? 0.2 : 0);
      if (prova.etpCodigo === 5) {
        const nota = fix(Math.round(limitar(habilidade + (rng.next() - 0.5) * 0.3) * v * 2) / 2, 1);
        linhas.push({ insPrcCodigo: insc.insPrcCodigo, prvCodigo: prova.prvCodigo, pntCndPrvPntBrtSeriado1: nota, pntCndPrvPntBrtSeriado2: null, pntCndPrvPntPdrSeriado1: fix((nota / v) * 100), pntCndPrvPntPdrSeriado2: null });
        continue;
      }
      const a1 = Math.round(limitar(habilidade + (rng.next() - 0.5) * 0.35) * v);
      const a2 = Math.round(limitar(habilidade + 0.04 + (rng.next() - 0.5) * 0.35) * v);
      linhas.push({
        insPrcCodigo: insc.insPrcCodigo,
        prvCodigo: prova.prvCodigo,
        pntCndPrvPntBrtSeriado1: a1,
        pntCndPrvPntBrtSeriado2: a2,
        pntCndPrvPntPdrSeriado1: fix((a1 / v) * 100 * fator),
        pntCndPrvPntPdrSeriado2: fix((a2 / v) * 100 * fator),
      });
    }
    if (linhas.length >= 50_000) await gravar();
  }
  await gravar();
  return inscricoes.length * provas.length;
}
