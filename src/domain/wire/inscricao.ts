/**
 * The enrolment (insProcesso) on the wire (SPEC §7): the candidate's list, one enrolment with its form fields
 * and lists, and the small answers of the entry guard. Instants as ISO strings; form fields as the form
 * sends them back ('T'/'F', dd/mm/yyyy, decimal comma).
 */
import { Type, type Static } from 'typebox';
import { ENROLMENT_FIELDS } from '../inscricao-campos.ts';
import { InteiroOuNulo as Int, TextoOuNulo as Str, TF } from './envelope.ts';
import { ProcessoWire } from './processo.ts';

const Fechado = { additionalProperties: false } as const;

/** A row of insProcesso/pesquisa; the nested prcSeletivo is the one process contract. `map` may cut fields. */
export const InscricaoLinhaWire = Type.Partial(
  Type.Object(
    {
      insPrcCodigo: Type.Integer(),
      prcSltCodigo: Type.Integer(),
      insPrcIncDtHora: Type.String(),
      insCancelada: TF,
      insDeferida: TF,
      /** Rejected by staff, with the reason shown to the candidate (gestão de inscrições). */
      insIndeferida: TF,
      insPrcMotivoIndeferimento: Str,
      edicaoPermitida: TF,
      dtFimEdicao: Type.String(),
      insPrcSimulacao: TF,
      insPrcSlcIsencao: TF,
      insPrcFrmPagamento: Str,
      insPrcCdgVerificacao: Str,
      opcVlrInscricao: Type.Union([Type.Number(), Type.Null()]),
      tblGrlItmCdgPrcSltTpCrn: Str,
      pssFisica: Type.Object({ pssFscCodigo: Type.Integer() }, Fechado),
      prcSeletivo: ProcessoWire,
      /** The candidate's situation in the latest published result of the process (issue 22), and its kind. */
      resultadoSituacao: Type.Union([Type.String(), Type.Null()]),
      resultadoTipo: Type.Union([Type.Literal('preliminar'), Type.Literal('final'), Type.Null()]),
    },
    Fechado,
  ),
);
export type InscricaoLinhaWire = Static<typeof InscricaoLinhaWire>;

/** The lists an enrolment carries beside its row (buscarPorCodigo). */
export const ListasDaInscricaoWire = {
  opcoes: Type.Array(Type.Object({ opcCodigo: Type.Integer(), prcSltOpcOrdem: Type.Integer(), opcDescricao: Type.String(), opcVlrInscricao: Int }, Fechado)),
  arConhecimentos: Type.Array(Type.Object({ prcSltArCnhCodigo: Type.Integer(), insPrcArCnhOrdem: Type.Integer() }, Fechado)),
  locaisDesejados: Type.Array(Type.Object({ mncCodigo: Type.Integer() }, Fechado)),
  cndApoio: Type.Array(Type.Object({ prcSltDfcCndApoioCodigo: Type.Integer(), insPrcCndApoioDetalhe: Str }, Fechado)),
  tpInstituicoes: Type.Array(Type.Object({ tpIstCodigo: Type.Integer() }, Fechado)),
};

/** insProcesso/buscarPorCodigo: one of the candidate's enrolments, every form field and list, to edit it. */
export const InscricaoCompletaWire = Type.Object(
  {
    insPrcCodigo: Type.Integer(),
    prcSltCodigo: Type.Integer(),
    pssFscCodigo: Type.Integer(),
    insPrcIncDtHora: Type.String(),
    insCancelada: TF,
    edicaoPermitida: TF,
    insPrcCdgVerificacao: Str,
    ...Object.fromEntries(ENROLMENT_FIELDS.map((f) => [f.name, Str])),
    ...ListasDaInscricaoWire,
  },
  Fechado,
);
export type InscricaoCompletaWire = Static<typeof InscricaoCompletaWire>;

/** insProcesso/dadosProcesso: what the enrolment form and the entry guard know of the process (deadlines as ISO). */
export const DadosProcessoWire = Type.Union([
  Type.Object({ prcSltExiste: Type.Literal('F'), prcSltVigente: Type.Literal('F') }, Fechado),
  Type.Object(
    {
      prcSltExiste: Type.Literal('T'),
      prcSltCodigo: Type.Integer(),
      prcSltDescricao: Type.String(),
      prcSltVigente: TF,
      prcSltInsUnica: TF,
      prcSltNmrOpcoes: Type.Integer(),
      prcSltOpcEditavel: TF,
      prcSltPgtBoleto: TF,
      prcSltPgtPix: TF,
      prcSltPgtCartao: TF,
      prcSltIsencaoAberta: TF,
      prcSltDtFimIsencao: Str,
      prcSltDtFim: Type.String(),
      prcSltDtFimEdicao: Type.String(),
      prcSltTxtInsFinal: Str,
      prcSltUrlInformacao: Str,
      prcSltCndPersonalizadas: Str,
      prcSltEnvArquivo: TF,
    },
    Fechado,
  ),
]);
export type DadosProcessoWire = Static<typeof DadosProcessoWire>;

/** What cadastrar/cadastrar2/atualizar/atualizar2 answer (a replayed form gets the stored first answer). */
export const InscricaoGravadaWire = Type.Object(
  {
    insPrcCodigo: Type.Integer(),
    prcSltCodigo: Type.Integer(),
    insPrcIncDtHora: Type.String(),
    insPrcCdgVerificacao: Str,
    insPrcAtualizadoEm: Type.Optional(Type.String()),
  },
  Fechado,
);
export type InscricaoGravadaWire = Static<typeof InscricaoGravadaWire>;

/** verificaInscPrcSeletivo. */
export const SituacaoDaInscricaoWire = Type.Object({ insPrcCodigo: Type.Integer(), prcSltCodigo: Type.Integer(), insCancelada: TF, edicaoPermitida: TF }, Fechado);
/** verificaSeInscritoNoPrcSeletivo. */
export const JaInscritoWire = Type.Object({ inscrito: TF, insPrcCodigo: Type.Optional(Type.Integer()), edicaoPermitida: Type.Optional(TF) }, Fechado);
