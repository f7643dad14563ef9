import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { insProcesso, prcSltCnfFormulario, prcSltFrmCampo, prcSltOpcao } from '../schema/index.ts';
import type { Relogio } from './aleatorio.ts';
import { criarArvore } from './opcoes.ts';
import { criarProcesso, type Processos } from './processos.ts';
import type { Referencias } from './referencias.ts';

/** The two processes added here and the demo candidate's enrolment in each. */
export interface DemonstracaoInscricao {
  /** Single enrolment, the demo candidate enrolled and not allowed to edit. */
  unicaSemEdicao: { prcSltCodigo: number; insPrcCodigo: number };
  /** Several enrolments allowed, the demo candidate enrolled and not allowed to edit. */
  multiplaSemEdicao: { prcSltCodigo: number; insPrcCodigo: number };
}

/**
 * Demo rows for the enrolment screens:
 * - the list parts of the form turned on where they make sense (support conditions and desired
 *   locations on the Vestibular de Verão 2027, extra knowledge areas on the Intenção de Matrícula, the origin
 *   institution and the teaching institution types on the Chamamento Público nº 12/2026, both required);
 * - the two existing-enrolment cases the rest of the seed lacks (SPEC §8, edit not allowed), so every
 *   wording of the Atenção modal can be reached from /?prcSltCodigo=N with the demo candidate:
 *   single + edit allowed = Seriado 2027, multiple + edit allowed = Intenção de Matrícula,
 *   single + edit not allowed and multiple + edit not allowed = the two processes below.
 */
export async function seedDemonstracaoInscricao(db: DbOrTx, r: Relogio, p: Processos, ref: Referencias, candidato: number): Promise<DemonstracaoInscricao> {
  const campos = await db
    .insert(prcSltFrmCampo)
    .values([
      { prcSltFrmCmpNome: 'cndApoio', prcSltFrmCmpDescricao: 'Condições de apoio', prcSltFrmCmpGrupo: 'localProva' },
      { prcSltFrmCmpNome: 'locaisDesejados', prcSltFrmCmpDescricao: 'Locais desejados', prcSltFrmCmpGrupo: 'opcoes' },
      { prcSltFrmCmpNome: 'arConhecimentos', prcSltFrmCmpDescricao: 'Áreas de conhecimento adicionais', prcSltFrmCmpGrupo: 'complementares' },
      { prcSltFrmCmpNome: 'istCodigo', prcSltFrmCmpDescricao: 'Instituição de origem', prcSltFrmCmpGrupo: 'complementares' },
      { prcSltFrmCmpNome: 'tpInstituicoes', prcSltFrmCmpDescricao: 'Tipos de instituição de ensino', prcSltFrmCmpGrupo: 'complementares' },
    ])
    // The schema installs the catalogue (migration 0024): the same rows are updated in place and read back.
    .onConflictDoUpdate({ target: prcSltFrmCampo.prcSltFrmCmpNome, set: { prcSltFrmCmpGrupo: sql`excluded."prcSltFrmCmpGrupo"` } })
    .returning();
  const campo = (nome: string) => campos.find((c) => c.prcSltFrmCmpNome === nome)!.prcSltFrmCmpCodigo;
  await db.insert(prcSltCnfFormulario).values([
    { prcSltCodigo: p.vestibular, prcSltFrmCmpCodigo: campo('cndApoio'), prcSltCnfFrmAjuda: 'Marque as condições de que precisa para fazer a prova; a banca analisa cada pedido.' },
    { prcSltCodigo: p.vestibular, prcSltFrmCmpCodigo: campo('locaisDesejados'), prcSltCnfFrmNomeAlternativo: 'Cidades onde gostaria de estudar' },
    { prcSltCodigo: p.intencao, prcSltFrmCmpCodigo: campo('arConhecimentos'), prcSltCnfFrmAjuda: 'Outras áreas em que você tem interesse, além das disciplinas escolhidas.' },
    { prcSltCodigo: p.chamamento, prcSltFrmCmpCodigo: campo('istCodigo'), prcSltCnfFrmObrigatorio: true, prcSltCnfFrmAjuda: 'A instituição em que você concluiu a graduação. Busque pelo nome ou pela sigla.' },
    {
      prcSltCodigo: p.chamamento,
      prcSltFrmCmpCodigo: campo('tpInstituicoes'),
      prcSltCnfFrmObrigatorio: true,
      prcSltCnfFrmNomeAlternativo: 'Tipos de instituição em que você estudou',
    },
  ]);

  const processo = async (descricao: string, unica: boolean) => {
    const prcSltCodigo = await criarProcesso(db, r, { prcSltDescricao: descricao, prcSltTipo: 'VESTIBULAR', inicio: -4, fim: 18, prcSltInsUnica: unica, prcSltNmrOpcoes: 1 });
    const [folha] = await criarArvore(db, prcSltCodigo, [{ d: 'Campus Central', tipo: ref.tipos.campus, filhos: [{ d: 'Oficina de Redação', tipo: ref.tipos.curso }] }]);
    const [ins] = await db
      .insert(insProcesso)
      .values({ pssFscCodigo: candidato, prcSltCodigo, insPrcIncDtHora: r.em(-2, 11, 20), insPrcUnica: unica, insPrcTrmAceite: true, edicaoPermitida: false })
      .returning({ insPrcCodigo: insProcesso.insPrcCodigo });
    await db.insert(prcSltOpcao).values({ insPrcCodigo: ins.insPrcCodigo, opcCodigo: folha.opcCodigo, prcSltOpcOrdem: 1 });
    return { prcSltCodigo, insPrcCodigo: ins.insPrcCodigo };
  };
  return {
    unicaSemEdicao: await processo('Oficina de Redação 2027 - Turma Única', true),
    multiplaSemEdicao: await processo('Oficinas de Extensão 2027 - Inscrições Múltiplas', false),
  };
}
