import type { DbOrTx } from '../client.ts';
import type { Relogio, Rng } from './aleatorio.ts';
import { insertMany, reserveIds } from './bulk.ts';
import type { Cadastros } from './cadastros.ts';
import type { Opcoes } from './opcoes.ts';
import type { Pessoas } from './pessoas.ts';
import type { Processos } from './processos.ts';
import type { Referencias } from './referencias.ts';

const CURSOS = ['Licenciatura em Matemática', 'Licenciatura em Letras', 'Pedagogia', 'Licenciatura em História', 'Administração'];

/**
 * A sample of candidates enrols in the public call for tutors: previous courses, project,
 * desired locations and teaching institution types (the enrolment's list tables).
 */
export async function seedChamamento(db: DbOrTx, rng: Rng, r: Relogio, p: Processos, op: Opcoes, cad: Cadastros, ref: Referencias, pessoas: Pessoas): Promise<number> {
  const amostra = pessoas.bulk.filter((_, i) => i % 50 === 7);
  const ids = await reserveIds(db, 'ins_processo', 'insPrcCodigo', amostra.length);
  const ins: Record<string, unknown>[] = [];
  const opcs: Record<string, unknown>[] = [];
  const locais: Record<string, unknown>[] = [];
  const tipos: Record<string, unknown>[] = [];
  const polos = ['Ponta Grossa', 'Telêmaco Borba', 'Castro', 'Jaguariaíva', 'Palmeira', 'São Mateus do Sul'].map((m) => ref.municipios.get(m)!);
  amostra.forEach((pessoa, i) => {
    const insPrcCodigo = ids[i];
    const curso = rng.pick(CURSOS);
    const conclusao = rng.int(2005, 2024);
    ins.push({
      insPrcCodigo,
      pssFscCodigo: pessoa.pssFscCodigo,
      prcSltCodigo: p.chamamento,
      insPrcIncDtHora: new Date(r.now.getTime() - rng.int(60, 3 * 86_400) * 1000),
      insPrcTrmAceite: true,
      insPrcGrdCurso: curso,
      insPrcGrdInstituicao: 'Universidade Estadual de Ponta Grossa',
      insPrcGrdAnoConclusao: conclusao,
      insPrcDtGrdInicio: `${conclusao - 4}-03-01`,
      insPrcDtGrdFim: `${conclusao}-12-15`,
      insPrcEspCurso: rng.chance(0.4) ? 'Especialização em Educação a Distância' : null,
      insPrcEspAnoConclusao: null,
      insPrcTtlProjeto: 'Acompanhamento pedagógico de estudantes na modalidade a distância',
      insPrcRsmProjeto: 'Plano de trabalho para mediação pedagógica, acompanhamento das atividades no ambiente virtual e apoio aos encontros presenciais no polo.',
      insPrcQtdDiscentes: rng.int(0, 120),
      insPrcQtdDocentes: rng.int(0, 8),
      istCodigo: rng.pick(ref.instituicoes),
      prcSltStrCodigo: rng.pick(cad.setor),
      prcSltMdlCodigo: rng.pick(cad.modalidade),
    });
    opcs.push({ insPrcCodigo, opcCodigo: rng.pick(op.chamamento).opcCodigo, prcSltOpcOrdem: 1 });
    const a = rng.int(0, polos.length - 1);
    locais.push({ insPrcCodigo, mncCodigo: polos[a] });
    if (rng.chance(0.5)) locais.push({ insPrcCodigo, mncCodigo: polos[(a + 1) % polos.length] });
    tipos.push({ insPrcCodigo, tpIstCodigo: ref.tiposInstituicao[1] });
    if (rng.chance(0.3)) tipos.push({ insPrcCodigo, tpIstCodigo: ref.tiposInstituicao[3] });
  });
  await insertMany(db, 'ins_processo', {
    insPrcCodigo: 'int', pssFscCodigo: 'int', prcSltCodigo: 'int', insPrcIncDtHora: 'timestamptz', insPrcTrmAceite: 'bool',
    insPrcGrdCurso: 'text', insPrcGrdInstituicao: 'text', insPrcGrdAnoConclusao: 'int', insPrcDtGrdInicio: 'date', insPrcDtGrdFim: 'date',
    insPrcEspCurso: 'text', insPrcEspAnoConclusao: 'int', insPrcTtlProjeto: 'text', insPrcRsmProjeto: 'text', insPrcQtdDiscentes: 'int',
    insPrcQtdDocentes: 'int', istCodigo: 'int', prcSltStrCodigo: 'int', prcSltMdlCodigo: 'int',
  }, ins);
  await insertMany(db, 'prc_slt_opcao', { insPrcCodigo: 'int', opcCodigo: 'int', prcSltOpcOrdem: 'int' }, opcs);
  await insertMany(db, 'ins_prc_local_desejado', { insPrcCodigo: 'int', mncCodigo: 'int' }, locais);
  await insertMany(db, 'ins_prc_tp_instituicao', { insPrcCodigo: 'int', tpIstCodigo: 'int' }, tipos);
  return ins.length;
}
