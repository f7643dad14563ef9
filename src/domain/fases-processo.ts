/**
 * A selection process's phases (issue 37 item 1), derived — never stored — from its dates and from what staff did:
 * preparação, inscrições, homologação, provas, resultado preliminar, recursos, resultado final, chamadas. The same
 * facts feed the readiness of each step (prontidao.ts), so the phase the screens show and the step the API lets
 * through cannot disagree. "Now" is a parameter: the caller owns the clock.
 */

export const FASES = ['preparacao', 'inscricoes', 'homologacao', 'provas', 'resultadoPreliminar', 'recursos', 'resultadoFinal', 'chamadas'] as const;
export type Fase = (typeof FASES)[number];

export const NOME_FASE: Record<Fase, string> = {
  preparacao: 'Preparação',
  inscricoes: 'Inscrições',
  homologacao: 'Homologação',
  provas: 'Provas',
  resultadoPreliminar: 'Resultado preliminar',
  recursos: 'Recursos',
  resultadoFinal: 'Resultado final',
  chamadas: 'Chamadas',
};

/** An appeal window: a schedule item of the kind recurso (Reexame). */
export interface JanelaDeRecurso {
  descricao: string;
  inicio: Date | null;
  fim: Date | null;
}

/** What the phases and the readiness checks read of a process (server/entities/processo/processo-fatos.ts gathers it). */
export interface FatosDoProcesso {
  tipo: string;
  publicado: boolean;
  arquivado: boolean;
  /** The enrolment period. */
  inicio: Date;
  fim: Date;
  /** How many options the candidate chooses (0: none). */
  nmrOpcoes: number;
  opcoesFinais: number;
  /** Final options with a fee (the others are Isento). */
  opcoesComTaxa: number;
  /** Payment methods the process accepts (boleto, Pix, cartão, débito). */
  meiosDePagamento: number;
  municipiosDeProva: number;
  /** Seats in every room of the process. */
  lugares: number;
  /** How the enrolment form shows the exam municipality and the quota declaration. */
  campoMunicipio: { exibir: boolean; obrigatorio: boolean };
  campoCotas: { exibir: boolean; obrigatorio: boolean };
  /** Quota categories of the process's ranking rules. */
  categorias: number;
  /** Document types whose own sending window does not fit the enrolment period: their names. */
  documentosForaDoPeriodo: string[];
  /** Enrolments not cancelled, deferred (homologadas), and deferred without an exam municipality. */
  inscricoes: number;
  deferidas: number;
  /** Neither deferred nor rejected yet. */
  semHomologacao: number;
  deferidasSemMunicipio: number;
  /** Candidates with a seat, and whether the seating is shown to them. */
  ensalados: number;
  ensalamentoLiberado: boolean;
  /** Stored ranking computations. */
  calculos: number;
  preliminarEm: Date | null;
  finalEm: Date | null;
  janelasRecurso: JanelaDeRecurso[];
  recursosSemResposta: number;
  /** Call-ups made, and the candidates of the last one still without an outcome (matriculado, não compareceu, desistiu). */
  chamadas: number;
  convocadosSemDesfecho: number;
}

const comecou = (j: JanelaDeRecurso, now: Date) => !!(j.inicio ?? j.fim) && (j.inicio ?? j.fim)!.getTime() <= now.getTime();
/** A window that is open now, or not yet closed (no end): candidates may still appeal. */
export const janelaAberta = (j: JanelaDeRecurso, now: Date) => !j.fim || j.fim.getTime() >= now.getTime();

/** The phase a process is in at `now`: the furthest step done decides, then the dates. */
export function faseDoProcesso(f: FatosDoProcesso, now: Date): Fase {
  if (f.chamadas > 0) return 'chamadas';
  if (f.finalEm) return 'resultadoFinal';
  if (f.preliminarEm) {
    const depois = f.janelasRecurso.some((j) => comecou(j, now));
    return depois || f.recursosSemResposta > 0 ? 'recursos' : 'resultadoPreliminar';
  }
  if (f.ensalados > 0) return 'provas';
  if (!f.publicado) return 'preparacao';
  if (now.getTime() <= f.fim.getTime()) return 'inscricoes';
  return 'homologacao';
}

export type EstadoDaFase = 'concluida' | 'atual' | 'futura';

/** Every phase with its state, in order: those before the current one are done (the stepper the screens draw). */
export function linhaDoTempo(f: FatosDoProcesso, now: Date): { fase: Fase; nome: string; estado: EstadoDaFase }[] {
  const atual = FASES.indexOf(faseDoProcesso(f, now));
  return FASES.map((fase, i) => ({ fase, nome: NOME_FASE[fase], estado: i < atual ? 'concluida' : i === atual ? 'atual' : 'futura' }));
}

/** What the phase means right now, in one sentence (the process page and the list's tooltip). */
export function detalheDaFase(f: FatosDoProcesso, now: Date): string {
  const fase = faseDoProcesso(f, now);
  switch (fase) {
    case 'preparacao':
      return 'Em preparação: os candidatos ainda não veem o processo.';
    case 'inscricoes':
      return now.getTime() < f.inicio.getTime() ? 'Publicado; as inscrições ainda não abriram.' : `Inscrições abertas: ${f.inscricoes} inscrição(ões).`;
    case 'homologacao':
      return `Inscrições encerradas: ${f.deferidas} deferida(s), ${f.semHomologacao} sem decisão.`;
    case 'provas':
      return `Ensalamento feito: ${f.ensalados} candidato(s) com lugar${f.ensalamentoLiberado ? ', liberado aos candidatos' : ', ainda não liberado aos candidatos'}.`;
    case 'resultadoPreliminar':
      return 'Resultado preliminar publicado.';
    case 'recursos':
      return f.janelasRecurso.some((j) => janelaAberta(j, now) && comecou(j, now))
        ? 'Prazo de recurso aberto.'
        : `Prazo de recurso encerrado; ${f.recursosSemResposta} recurso(s) sem resposta.`;
    case 'resultadoFinal':
      return 'Resultado final publicado.';
    case 'chamadas':
      return `${f.chamadas}ª chamada feita.`;
  }
}
