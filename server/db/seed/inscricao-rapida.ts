import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { prcSeletivo, prcSltCronograma } from '../schema/index.ts';
import type { Relogio } from './aleatorio.ts';
import { criarArvore } from './opcoes.ts';
import { criarProcesso } from './processos.ts';
import type { Referencias } from './referencias.ts';

/** The demo process whose enrolment ends today (quick enrolment, inscricao-rapida). */
export const PROCESSO_ULTIMO_DIA = 'Vestibular Complementar 2027 - Vagas Remanescentes';

/**
 * One open process on its LAST day of enrolment, so prcSeletivo/verificaUltimoDia answers lastDay 'T' and
 * /inscricao-rapida offers it. Enrolment ends at the very end of the seed's São Paulo day (23:59:59), so it
 * stays on its last day for as long as that day lasts; seeded the day before, it is simply closed.
 */
export async function seedInscricaoRapida(db: DbOrTx, r: Relogio, ref: Referencias): Promise<number> {
  const fimDoDia = new Date(r.em(1, 0, 0).getTime() - 1000);
  const prcSltCodigo = await criarProcesso(db, r, {
    prcSltDescricao: PROCESSO_ULTIMO_DIA,
    prcSltTipo: 'VESTIBULAR',
    inicio: -6,
    fim: 0,
    prcSltInsUnica: true,
    prcSltNmrOpcoes: 1,
    prcSltMncSede: ref.municipios.get('Ponta Grossa'),
    prcSltTxtInsFinal: 'Sua inscrição nas vagas remanescentes foi registrada. Acompanhe o cronograma do processo.',
  });
  // criarProcesso closes at 23:59; this one closes at the last second of the day.
  await db.update(prcSeletivo).set({ prcSltDtFim: fimDoDia, prcSltDtFimEdicao: fimDoDia }).where(eq(prcSeletivo.prcSltCodigo, prcSltCodigo));
  const t = ref.tipos;
  await criarArvore(db, prcSltCodigo, [
    {
      d: 'Campus Uvaranas',
      tipo: t.campus,
      filhos: ['Engenharia de Materiais', 'Física - Licenciatura'].map((d) => ({ d, tipo: t.curso, filhos: [{ d: 'Integral', tipo: t.turno }] })),
    },
  ]);
  await db.insert(prcSltCronograma).values(
    (
      [
        ['Período de inscrições', r.em(-6, 8), fimDoDia],
        ['Aplicação das provas', r.em(12, 8), r.em(12, 12)],
        ['Divulgação do resultado', r.em(25, 8), r.em(25, 23, 59)],
      ] as const
    ).map(([descricao, inicio, fim], i) => ({
      prcSltCodigo,
      tblGrlItmCdgPrcSltTpCrn: '1',
      prcSltCrnDescricao: descricao,
      prcSltCrnDtInicio: inicio,
      prcSltCrnDtFim: fim,
      prcSltCrnOrdem: i + 1,
    })),
  );
  return prcSltCodigo;
}
