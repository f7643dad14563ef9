/**
 * The ranking's input and output shapes (issue 22 item 3, issue 36), shared by the pure modules of the
 * computation (classificacao*.ts), the computation thread, the serial simulation and the explanation.
 */

export interface CandidatoClassificacao {
  inscricao: number;
  /** The options the candidate chose, in their order of preference (most processes: one). */
  opcoes: readonly number[];
  /** Category codes the candidate is entitled to (AC is implied for everyone). */
  categorias: readonly string[];
  /** Raw score per exam code; a missing exam counts zero. */
  notas: Readonly<Record<number, number>>;
  ausente: boolean;
  /** 'yyyy-mm-dd' or null when unknown. */
  nascimento: string | null;
  /** ISO 8601 instant of the enrolment. */
  inscritoEm: string;
  /**
   * A declaration the verification did not confirm, in a process whose rule eliminates such a candidate (issue 36
   * item 2; the other rule, competing in AC only, is already in `categorias`: the unconfirmed one is left out).
   */
  declaracaoNaoConfirmada?: boolean;
}

export type Situacao = 'aprovado' | 'espera';

export interface Classificado {
  posicao: number;
  inscricao: number;
  nota: number;
  situacao: Situacao;
}

export interface ListaClassificacao {
  /** 'AC' or a category code. */
  lista: string;
  vagasConfiguradas: number;
  /** After the unfilled seats moved. */
  vagas: number;
  candidatos: Classificado[];
}

export interface Eliminado {
  inscricao: number;
  nota: number;
  motivos: string[];
}

/** Seats that moved from one list to another, in the order they moved, with the reason staff read. */
export interface Remanejamento {
  de: string;
  para: string;
  vagas: number;
  motivo: string;
}

export interface ResultadoOpcao {
  opcao: number;
  listas: ListaClassificacao[];
  eliminados: Eliminado[];
  remanejamentos: Remanejamento[];
}
