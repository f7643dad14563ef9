/**
 * Wire contracts of the back office's schedules (issue 20 item 5): a process's schedule items (its timetable, the
 * fee-refund window, the appeal windows). The listing cards are in gestao-listagens.ts. Instants travel as ISO 8601
 * strings.
 */
import { Type, type Static } from 'typebox';
import { CodigoAnulavel, InteiroAnulavel, TextoAnulavel, Codigo as Cod } from './anulavel.ts';
import { TextoOuNulo } from './envelope.ts';

// Nullable body fields as type lists (anulavel.ts): the API's type coercion would turn a null into 0 or ''.
const CodOuNulo = CodigoAnulavel();
const IsoOuNulo = TextoAnulavel({ maxLength: 40 });
const TextoAte = (max: number) => Type.String({ maxLength: max });
const TextoOuNuloAte = (max: number) => TextoAnulavel({ maxLength: max });

/** A schedule type (tbl_grl_item 'PrcSltTpCrn') and what candidates do with its items. */
export const TipoCronogramaGestao = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  /** Its items are the fee-refund window (the cronograma-devolucao screen). */
  devolucao: Type.Boolean(),
});
export type TipoCronogramaGestao = Static<typeof TipoCronogramaGestao>;

export const ItemCronogramaGestao = Type.Object({
  prcSltCrnCodigo: Type.Integer(),
  tblGrlItmCdgPrcSltTpCrn: Type.String(),
  prcSltCrnDescricao: Type.String(),
  prcSltCrnDtInicio: TextoOuNulo,
  prcSltCrnDtFim: TextoOuNulo,
  prcSltCrnOrdem: Type.Integer(),
  /** An appeal window (an item of the kind Reexame): candidates file appeals between its start and end. */
  recurso: Type.Boolean(),
  /** The appeal fee in centavos (null = free). */
  prcSltCrnRcrVlr: Type.Union([Type.Integer(), Type.Null()]),
  /** Appeals already filed in this window. */
  recursos: Type.Integer(),
  /** A refund or appeal window open now: changing it touches candidates. */
  janelaAberta: Type.Boolean(),
});
export type ItemCronogramaGestao = Static<typeof ItemCronogramaGestao>;

export const CronogramasGestao = Type.Object({
  prcSltCodigo: Type.Integer(),
  inscricoes: Type.Integer(),
  tipos: Type.Array(TipoCronogramaGestao),
  itens: Type.Array(ItemCronogramaGestao),
});
export type CronogramasGestao = Static<typeof CronogramasGestao>;

export const SalvarItemCronograma = Type.Object(
  {
    prcSltCodigo: Cod,
    prcSltCrnCodigo: Type.Optional(CodOuNulo),
    tblGrlItmCdgPrcSltTpCrn: TextoAte(20),
    prcSltCrnDescricao: TextoAte(2000),
    prcSltCrnDtInicio: IsoOuNulo,
    prcSltCrnDtFim: IsoOuNulo,
    /** Absent or null: after the type's last item. */
    prcSltCrnOrdem: Type.Optional(InteiroAnulavel({ minimum: 0, maximum: 9999 })),
    /** Obsolete: an item of the kind Reexame is an appeal window (issue 37). Accepted for old clients; true on another kind is refused. */
    recurso: Type.Optional(Type.Boolean()),
    prcSltCrnRcrVlr: Type.Optional(InteiroAnulavel({ minimum: 0, maximum: 100_000_000 })),
    justificativa: Type.Optional(TextoOuNuloAte(2000)),
  },
  { additionalProperties: false },
);
export type SalvarItemCronograma = Static<typeof SalvarItemCronograma>;

/** The longest schedule item description. */
export const DESCRICAO_CRONOGRAMA_MAX = 300;
