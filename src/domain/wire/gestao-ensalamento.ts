/**
 * Wire contracts of the back office's seating screen (issue 22 item 1): the preview of the allocation (nothing
 * saved), its confirmation by token, moving one candidate, releasing the assignment to candidates, and the state.
 */
import { Type, type Static } from 'typebox';
import { TextoAnulavel, Codigo as Cod } from './anulavel.ts';
import { InteiroOuNulo, TextoOuNulo } from './envelope.ts';


export const LEMBRETE_MAXIMO = 2000;

/** A room of the process: where it is, its places, and how many are seated (now, or in the preview). */
export const SalaEnsalamento = Type.Object({
  prcSltPrvSlCodigo: Type.Integer(),
  municipio: Type.String(),
  local: Type.String(),
  /** 'número - bloco' as the candidate reads it. */
  sala: Type.String(),
  especial: Type.Boolean(),
  lugares: Type.Integer(),
  ocupados: Type.Integer(),
});
export type SalaEnsalamento = Static<typeof SalaEnsalamento>;

export const EtapaEnsalamento = Type.Object({
  prcSltEtpPrvCodigo: Type.Integer(),
  descricao: Type.String(),
  /** yyyy-mm-dd */
  data: TextoOuNulo,
});
export type EtapaEnsalamento = Static<typeof EtapaEnsalamento>;

export const ResumoEnsalamento = Type.Object({
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  /** The assignment shown to candidates (prcSltExbEnsalamento) and the reminder they read with it. */
  liberado: Type.Boolean(),
  lembrete: TextoOuNulo,
  /** Deferred, non-cancelled enrolments (who should have a desk). */
  elegiveis: Type.Integer(),
  alocados: Type.Integer(),
  /** Eligible enrolments without a desk. */
  semLugar: Type.Integer(),
  salas: Type.Array(SalaEnsalamento),
  /** Stages with seating: an attendance sheet per stage. */
  etapas: Type.Array(EtapaEnsalamento),
});
export type ResumoEnsalamento = Static<typeof ResumoEnsalamento>;

export const MotivoSemLugar = Type.Union([Type.Literal('sem-sala'), Type.Literal('capacidade')]);

export const CandidatoSemLugar = Type.Object({
  insPrcCodigo: Type.Integer(),
  nome: Type.String(),
  /** 'Ponta Grossa/PR', or null when the enrolment has no exam municipality. */
  municipio: TextoOuNulo,
  especial: Type.Boolean(),
  motivo: MotivoSemLugar,
});
export type CandidatoSemLugar = Static<typeof CandidatoSemLugar>;

export const CandidatoEspecial = Type.Object({
  insPrcCodigo: Type.Integer(),
  nome: Type.String(),
  prcSltPrvSlCodigo: Type.Integer(),
  local: Type.String(),
  sala: Type.String(),
  carteira: Type.Integer(),
});
export type CandidatoEspecial = Static<typeof CandidatoEspecial>;

/** Long lists go only this far on the wire; the totals count everyone. */
export const ITENS_PREVIA = 500;

export const PreviaEnsalamento = Type.Object({
  /** Carried back by the confirmation: it saves this plan, or refuses if the data changed. */
  token: Type.String(),
  elegiveis: Type.Integer(),
  alocados: Type.Integer(),
  /** Desks already saved (a confirmation replaces them, with a justification). */
  existentes: Type.Integer(),
  /** False when someone is left without a seat: the plan cannot be saved (the refusal in `mensagem`). */
  confirmavel: Type.Boolean(),
  mensagem: TextoOuNulo,
  /** Rooms with at least one candidate in the plan (`ocupados` = seated by the plan). */
  salas: Type.Array(SalaEnsalamento),
  salasVazias: Type.Integer(),
  semLugar: Type.Object({ total: Type.Integer(), itens: Type.Array(CandidatoSemLugar) }),
  /** Special-needs candidates and the special room each gets. */
  especiais: Type.Object({ total: Type.Integer(), itens: Type.Array(CandidatoEspecial) }),
});
export type PreviaEnsalamento = Static<typeof PreviaEnsalamento>;

export const ConfirmarEnsalamento = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 100 }),
    /** Replace the desks already saved (the command's --reallocate). */
    realocar: Type.Optional(Type.Boolean()),
    justificativa: Type.Optional(TextoAnulavel({ maxLength: 2000 })),
    /** An Administrador's reason to seat despite overridable readiness blockers (issue 37), audited. */
    justificativaContorno: Type.Optional(TextoAnulavel({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type ConfirmarEnsalamento = Static<typeof ConfirmarEnsalamento>;

export const ResultadoConfirmacao = Type.Object({ alocados: Type.Integer(), salas: Type.Integer(), substituidas: Type.Integer() });
export type ResultadoConfirmacao = Static<typeof ResultadoConfirmacao>;

export const MoverCandidato = Type.Object(
  {
    insPrcCodigo: Cod,
    prcSltPrvSlCodigo: Cod,
    justificativa: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type MoverCandidato = Static<typeof MoverCandidato>;

export const ResultadoMover = Type.Object({
  insPrcCodigo: Type.Integer(),
  prcSltPrvSlCodigo: Type.Integer(),
  carteira: Type.Integer(),
  /** The candidate was told by message (only once the assignment is released: before that they saw no room). */
  avisado: Type.Boolean(),
});
export type ResultadoMover = Static<typeof ResultadoMover>;

export const LiberarEnsalamento = Type.Object(
  {
    exibir: Type.Boolean(),
    lembrete: Type.Optional(TextoAnulavel({ maxLength: LEMBRETE_MAXIMO })),
  },
  { additionalProperties: false },
);
export type LiberarEnsalamento = Static<typeof LiberarEnsalamento>;

export const ResultadoLiberar = Type.Object({ liberado: Type.Boolean(), lembrete: TextoOuNulo });
export type ResultadoLiberar = Static<typeof ResultadoLiberar>;

export const BuscaCandidatosQuery = Type.Object({ busca: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

/** A candidate found to be moved: where they sit now (null: no desk yet). */
export const CandidatoEnsalado = Type.Object({
  insPrcCodigo: Type.Integer(),
  nome: Type.String(),
  prcSltPrvSlCodigo: InteiroOuNulo,
  local: TextoOuNulo,
  sala: TextoOuNulo,
  carteira: InteiroOuNulo,
});
export type CandidatoEnsalado = Static<typeof CandidatoEnsalado>;

export const PdfQuery = Type.Object(
  {
    /** One room only; absent: every room of the process. */
    prcSltPrvSlCodigo: Type.Optional(Cod),
    /** Attendance sheets: the stage in the header; absent: every stage with seating. */
    prcSltEtpPrvCodigo: Type.Optional(Cod),
  },
  { additionalProperties: false },
);

/**
 * The deferred enrolments without an exam municipality (issue 37): seating cannot place them, so the screen lists
 * them and sets one municipality for all of them at once.
 */
export const SemMunicipio = Type.Object({
  total: Type.Integer(),
  inscricoes: Type.Array(Type.Object({ insPrcCodigo: Type.Integer(), nome: Type.String() })),
  municipios: Type.Array(Type.Object({ prcSltMncPrvCodigo: Type.Integer(), nome: Type.String() })),
});
export type SemMunicipio = Static<typeof SemMunicipio>;

export const DefinirMunicipioEmLote = Type.Object(
  { prcSltMncPrvCodigo: Cod, justificativa: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);
export type DefinirMunicipioEmLote = Static<typeof DefinirMunicipioEmLote>;

export const ResultadoMunicipioEmLote = Type.Object({ alteradas: Type.Integer() });
export type ResultadoMunicipioEmLote = Static<typeof ResultadoMunicipioEmLote>;
