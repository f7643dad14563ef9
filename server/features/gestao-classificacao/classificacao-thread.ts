/**
 * The ranking's computation, run in the computation thread (server/lib/calculo-thread.ts): the candidates as
 * PostgreSQL wrote them (one JSON text, ./repository.ts), ranked by src/domain/classificacao.ts, and given back as
 * what the route writes and shows — the lists as array literals for cls_lista, the summary kept with the
 * computation, and the first positions of every list for the answer. The thread that answers candidates never holds
 * the 100,000 candidates nor the lists.
 */
import { literalInteiros, literalTextos } from '../../lib/array-pg.ts';
import { classificar, notaFinal, type CandidatoClassificacao, type RegrasClassificacao, type ResultadoOpcao } from '../../../src/domain/classificacao.ts';

/**
 * [inscrição, opção, categorias, notas por prova, ausente, nascimento 'yyyy-mm-dd', inscrito em (ms desde 1970),
 *  eliminado por declaração não confirmada (issue 36: the process's rule; such a candidate ranks in no list)]
 */
type LinhaCandidato = [number, number | null, string[] | null, Record<string, number> | null, boolean | null, string | null, number, boolean?];

export const MOTIVO_NAO_CONFIRMADO = 'Declaração de cota não confirmada pela verificação (o edital elimina neste caso).';

export interface EntradaClassificacao {
  regras: RegrasClassificacao;
  candidatos: string;
  /** [exam code, its name] (the elimination reasons name the exam). */
  provas: [number, string][];
  /** cls_lista rows per INSERT. */
  lote: number;
  /** Positions of each list (and eliminated) in the answer. */
  primeiros: number;
}

export interface ResumoOpcao {
  opcao: number;
  listas: { lista: string; vagasConfiguradas: number; vagas: number }[];
  remanejamentos: { de: string; para: string; vagas: number }[];
}

export interface ClassificacaoCalculadaNaThread {
  candidatos: number;
  aprovados: number;
  /** What cls_lista cannot tell about the computation (stored in cls_calculo.clsCalResumo). */
  resumo: ResumoOpcao[];
  /** cls_lista's columns, in batches: option, list ('-' for the eliminated), position, enrolment, score, state, reason. */
  lotes: { opcao: string; lista: string; posicao: string; inscricao: string; nota: string; situacao: string; motivo: string }[];
  /** Per option, each list's first positions and size, and the first eliminated with their count. */
  opcoes: (Omit<ResultadoOpcao, 'listas' | 'eliminados'> & {
    listas: (Omit<ResultadoOpcao['listas'][number], 'candidatos'> & { candidatos: ResultadoOpcao['listas'][number]['candidatos']; total: number })[];
    eliminados: ResultadoOpcao['eliminados'];
    totalEliminados: number;
  })[];
}

function ler(texto: string): { candidatos: CandidatoClassificacao[]; naoConfirmados: CandidatoClassificacao[] } {
  const out: CandidatoClassificacao[] = [];
  const naoConfirmados: CandidatoClassificacao[] = [];
  for (const [inscricao, opcao, categorias, notas, ausente, nascimento, inscritoEm, naoConfirmado] of JSON.parse(texto) as LinhaCandidato[]) {
    if (opcao === null) continue;
    (naoConfirmado ? naoConfirmados : out).push({
      inscricao,
      opcao,
      categorias: categorias ?? [],
      // JSON's keys are the exam codes as text, which is how JavaScript looks up notas[prova] anyway; the values are numbers.
      notas: notas ?? {},
      ausente: ausente ?? false,
      nascimento,
      inscritoEm: new Date(inscritoEm).toISOString(),
    });
  }
  return { candidatos: out, naoConfirmados };
}

/** Ranks the candidates (throws, in Portuguese, when the rules cannot be applied: a cycle of seat destinations). */
export function calcularClassificacao(e: EntradaClassificacao): ClassificacaoCalculadaNaThread {
  const { candidatos, naoConfirmados } = ler(e.candidatos);
  const provas = new Map(e.provas);
  const resultado = classificar(e.regras, candidatos, (p) => provas.get(p) ?? `prova ${p}`);
  for (const c of naoConfirmados) {
    let r = resultado.find((x) => x.opcao === c.opcao);
    if (!r) resultado.push((r = { opcao: c.opcao, listas: [], eliminados: [], remanejamentos: [] }));
    r.eliminados.push({ inscricao: c.inscricao, nota: notaFinal(e.regras, c.notas), motivos: [MOTIVO_NAO_CONFIRMADO] });
  }

  type Linha = [opc: number, lista: string, pos: number | null, ins: number, nota: number, sit: string, motivo: string | null];
  const linhas: Linha[] = [];
  let aprovados = 0;
  for (const r of resultado) {
    for (const l of r.listas) {
      for (const c of l.candidatos) {
        linhas.push([r.opcao, l.lista, c.posicao, c.inscricao, c.nota, c.situacao, null]);
        if (c.situacao === 'aprovado') aprovados++;
      }
    }
    for (const x of r.eliminados) linhas.push([r.opcao, '-', null, x.inscricao, x.nota, 'eliminado', x.motivos.join(' ')]);
  }
  const lotes: ClassificacaoCalculadaNaThread['lotes'] = [];
  for (let i = 0; i < linhas.length; i += e.lote) {
    const f = linhas.slice(i, i + e.lote);
    lotes.push({
      opcao: literalInteiros(f.map((l) => l[0])),
      lista: literalTextos(f.map((l) => l[1])),
      posicao: literalInteiros(f.map((l) => l[2])),
      inscricao: literalInteiros(f.map((l) => l[3])),
      nota: literalTextos(f.map((l) => String(l[4]))),
      situacao: literalTextos(f.map((l) => l[5])),
      motivo: literalTextos(f.map((l) => l[6])),
    });
  }
  return {
    candidatos: candidatos.length + naoConfirmados.length,
    aprovados,
    resumo: resultado.map((r) => ({ opcao: r.opcao, listas: r.listas.map((l) => ({ lista: l.lista, vagasConfiguradas: l.vagasConfiguradas, vagas: l.vagas })), remanejamentos: r.remanejamentos })),
    lotes,
    opcoes: resultado.map((r) => ({
      opcao: r.opcao,
      remanejamentos: r.remanejamentos,
      listas: r.listas.map((l) => ({ ...l, candidatos: l.candidatos.slice(0, e.primeiros), total: l.candidatos.length })),
      eliminados: r.eliminados.slice(0, e.primeiros),
      totalEliminados: r.eliminados.length,
    })),
  };
}
