/**
 * The ranking's computation, run in the computation thread (server/lib/calculo-thread.ts): the candidates as
 * PostgreSQL wrote them (one JSON text, ./repository.ts), ranked by src/domain/classificacao.ts, and given back as
 * what the route writes and shows — the lists as array literals for cls_lista, the summary kept with the
 * computation, and the first positions of every list for the answer. The thread that answers candidates never holds
 * the 100,000 candidates nor the lists.
 */
import { literalInteiros, literalTextos } from '../../lib/array-pg.ts';
import { classificar, type RegrasClassificacao, type ResultadoOpcao } from '../../../src/domain/classificacao.ts';
import { lerCandidatos } from '../../../src/domain/classificacao-entrada.ts';
import type { LoteDeListas } from '../../entities/classificacao/calculo.ts';

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
  remanejamentos: { de: string; para: string; vagas: number; motivo: string }[];
}

export interface ClassificacaoCalculadaNaThread {
  candidatos: number;
  aprovados: number;
  /** What cls_lista cannot tell about the computation (stored in cls_calculo.clsCalResumo). */
  resumo: ResumoOpcao[];
  /** cls_lista's columns, in batches: option, list ('-' for the eliminated), position, enrolment, score, state, reason. */
  lotes: LoteDeListas[];
  /** Per option, each list's first positions and size, and the first eliminated with their count. */
  opcoes: (Omit<ResultadoOpcao, 'listas' | 'eliminados'> & {
    listas: (Omit<ResultadoOpcao['listas'][number], 'candidatos'> & { candidatos: ResultadoOpcao['listas'][number]['candidatos']; total: number })[];
    eliminados: ResultadoOpcao['eliminados'];
    totalEliminados: number;
  })[];
}

/** Ranks the candidates (rules as src/domain/classificacao-regras.ts lerRegras reads them). */
export function calcularClassificacao(e: EntradaClassificacao): ClassificacaoCalculadaNaThread {
  const candidatos = lerCandidatos(e.candidatos);
  const provas = new Map(e.provas);
  const resultado = classificar(e.regras, candidatos, (p) => provas.get(p) ?? `prova ${p}`);

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
    candidatos: candidatos.length,
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
