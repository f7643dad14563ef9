import type { DbOrTx } from '../client.ts';
import { prjEspCronograma, pssEtapa } from '../schema/index.ts';
import type { Relogio } from './aleatorio.ts';
import { criarArvore } from './opcoes.ts';
import { criarProcesso } from './processos.ts';
import type { Referencias } from './referencias.ts';

const EDITAIS = 'https://www.exemplo.edu.br/propesp/editais';

/** [title, start, end (days from now), edict?, campus, external?]. Titles classify by SPEC §5. */
const STRICTO: [string, number, number, boolean, string, boolean?][] = [
  ['Mestrado em Educação', -5, 20, true, 'Campus Uvaranas'],
  ['Mestrado em Agronomia', -3, 10, true, 'Campus Uvaranas'],
  ['Mestrado Profissional em Ensino de Ciências e Educação Matemática', -1, 30, false, 'Campus Uvaranas'],
  ['Mestrado em Computação Aplicada', 5, 35, true, 'Campus Uvaranas'],
  ['Mestrado em Engenharia Sanitária e Ambiental', 45, 75, true, 'Campus Uvaranas'],
  ['Mestrado em História', -60, -30, true, 'Campus Central'],
  ['Doutorado em Química', -7, 14, true, 'Campus Uvaranas'],
  ['Doutorado em Ciências Sociais Aplicadas', -2, 18, true, 'Campus Central', true],
  ['Doutorado em Agronomia', 12, 40, false, 'Campus Uvaranas'],
  ['Aluno Especial - Mestrado em Geografia', -4, 6, false, 'Campus Central'],
  ['Aluno Especial - Doutorado em Ciências Farmacêuticas', -1, 9, true, 'Campus Uvaranas'],
  ['Aluno Especial - Mestrado em Estudos da Linguagem', 20, 28, false, 'Campus Central'],
  ['Pós-Doutorado em Ciência e Tecnologia de Alimentos', -10, 50, true, 'Campus Uvaranas'],
  ['Pós-Doutorado em Física', 25, 60, false, 'Campus Uvaranas'],
];

/** [title, kind, start, end, external?]. */
const LATO: [string, 'ESPECIALIZACAO' | 'RESIDENCIA', number, number, boolean?][] = [
  ['Especialização em Gestão Pública', 'ESPECIALIZACAO', -5, 15],
  ['Especialização em Ensino de Matemática', 'ESPECIALIZACAO', -2, 25],
  ['Especialização em Saúde da Família', 'ESPECIALIZACAO', -1, 20, true],
  ['Especialização em Direito Aplicado', 'ESPECIALIZACAO', 8, 30],
  ['Especialização em Língua Brasileira de Sinais - Libras', 'ESPECIALIZACAO', -90, -60],
  ['Residência Médica em Clínica Médica', 'RESIDENCIA', -3, 12],
  ['Residência Multiprofissional em Saúde do Idoso', 'RESIDENCIA', 10, 25],
  ['Residência em Medicina Veterinária', 'RESIDENCIA', -120, -100],
];

const LINHAS = ['Linha 1 - Fundamentos e Processos', 'Linha 2 - Tecnologias e Aplicações', 'Linha 3 - Políticas e Práticas'];

function slug(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
}

/** Stricto sensu calls (pss_etapa) and lato sensu / residency calls (prj_esp_cronograma), each with its process. */
export async function seedListagens(db: DbOrTx, r: Relogio, ref: Referencias): Promise<{ stricto: number[]; lato: number[] }> {
  const t = ref.tipos;
  const stricto: number[] = [];
  for (const [titulo, ini, fim, edital, campus, externo] of STRICTO) {
    const prc = externo
      ? null
      : await criarProcesso(db, r, {
          prcSltDescricao: `Processo Seletivo - ${titulo}`,
          prcSltTipo: 'STRICTO',
          inicio: ini,
          fim,
          prcSltTemGrupos: titulo.startsWith('Pós-Doutorado'),
          prcSltPgtBoleto: true,
          prcSltPgtPix: true,
          prcSltNmrOpcoes: 1,
        });
    if (prc) {
      stricto.push(prc);
      const programa = titulo.replace(/^Aluno Especial - /, '');
      await criarArvore(db, prc, [{ d: programa, tipo: t.programa, filhos: LINHAS.map((d) => ({ d, tipo: t.linha, vlr: 10_000 })) }]);
    }
    await db.insert(pssEtapa).values({
      pssEtpMncTitulo: titulo,
      pssEtpDescricao: `Seleção de candidatos para o programa: ${titulo}. Consulte o edital para documentos, etapas e critérios de avaliação.`,
      pssEtpDtInicio: r.em(ini, 8),
      pssEtpDtFim: r.em(fim, 23, 59),
      pssEtpUrlEdital: edital ? `${EDITAIS}/${slug(titulo)}.pdf` : null,
      pssEtpUrl: externo ? `https://inscricoes.exemplo.edu.br/pos/${slug(titulo)}` : null,
      tblGrlItemTpInsercao: externo ? 'RgsExterno' : 'RgsInterno',
      pssEtpCampus: campus,
      prcSltCodigo: prc,
    });
  }

  const lato: number[] = [];
  for (const [titulo, tipo, ini, fim, externo] of LATO) {
    const prc = externo
      ? null
      : await criarProcesso(db, r, {
          prcSltDescricao: `Processo Seletivo - ${titulo}`,
          prcSltTipo: tipo === 'RESIDENCIA' ? 'RESIDENCIA' : 'LATO',
          inicio: ini,
          fim,
          prcSltPgtBoleto: true,
          prcSltPgtPix: true,
        });
    if (prc) {
      lato.push(prc);
      await criarArvore(db, prc, [{ d: titulo, tipo: tipo === 'RESIDENCIA' ? t.residencia : t.especializacao, vlr: tipo === 'RESIDENCIA' ? 25_000 : 8_000 }]);
    }
    await db.insert(prjEspCronograma).values({
      prjEspMncTitulo: titulo,
      prjEspCrnDtInicio: r.em(ini, 8),
      prjEspCrnDtTermino: r.em(fim, 23, 59),
      prjEspCrnUrl: externo ? `https://inscricoes.exemplo.edu.br/especializacao/${slug(titulo)}` : null,
      prjEspTpCrnCodigo: externo ? 10 : 1,
      prjEspTipo: tipo,
      prcSltCodigo: prc,
    });
  }
  return { stricto, lato };
}
