/**
 * Wire contracts of the options-tree screen (issue 20, item 2): a process's whole option tree as flat rows (the
 * parent in opcCdgPai), the option types (a global table) and the process's foreign languages. Fees in centavos
 * (null = Isento); flags as booleans (the staff wire is JSON).
 */
import { Type, type Static } from 'typebox';
import { InteiroAnulavel, TextoAnulavel, Codigo as Cod, CodigoAnulavel } from './anulavel.ts';
import { InteiroOuNulo, TextoOuNulo } from './envelope.ts';

export const OpcaoGestao = Type.Object({
  opcCodigo: Type.Integer(),
  prcSltCodigo: Type.Integer(),
  opcCdgPai: InteiroOuNulo,
  tpOpcCodigo: Type.Integer(),
  tpOpcDescricao: Type.String(),
  opcDescricao: Type.String(),
  opcVlrInscricao: InteiroOuNulo,
  opcAjuda: TextoOuNulo,
  opcPgtCartao: Type.Boolean(),
  opcPgtPix: Type.Boolean(),
  opcPgtBoleto: Type.Boolean(),
  opcOpcFinal: Type.Boolean(),
  prcSltLngEstCodigo: InteiroOuNulo,
  /** Non-cancelled enrolments that chose this very option. */
  inscricoes: Type.Integer(),
  /** Non-cancelled enrolments that chose it or one of its descendants (what a change of it touches). */
  inscricoesNaArvore: Type.Integer(),
});
export type OpcaoGestao = Static<typeof OpcaoGestao>;

export const TipoOpcaoGestao = Type.Object({
  tpOpcCodigo: Type.Integer(),
  tpOpcDescricao: Type.String(),
  /** Options of every process that use it. */
  usos: Type.Integer(),
});
export type TipoOpcaoGestao = Static<typeof TipoOpcaoGestao>;

export const LinguaDoProcesso = Type.Object({ prcSltLngEstCodigo: Type.Integer(), prcSltLngEstDescricao: Type.String() });
export type LinguaDoProcesso = Static<typeof LinguaDoProcesso>;

/** Everything the options screen shows, in one answer. */
export const ArvoreDeOpcoes = Type.Object({
  opcoes: Type.Array(OpcaoGestao),
  tipos: Type.Array(TipoOpcaoGestao),
  linguas: Type.Array(LinguaDoProcesso),
});
export type ArvoreDeOpcoes = Static<typeof ArvoreDeOpcoes>;

const CodOuNulo = CodigoAnulavel();
const Justificativa = Type.Optional(TextoAnulavel({ maxLength: 2000 }));

/**
 * Saving an option: without opcCodigo it is created in prcSltCodigo; with it, that option is updated. The API
 * checks every field and answers a Portuguese message per field (data.campos).
 */
export const SalvarOpcao = Type.Object(
  {
    opcCodigo: Type.Optional(CodOuNulo),
    prcSltCodigo: Type.Optional(Cod),
    opcDescricao: Type.String({ maxLength: 1000 }),
    tpOpcCodigo: InteiroAnulavel({ maximum: 2_147_483_647 }),
    opcCdgPai: InteiroAnulavel({ maximum: 2_147_483_647 }),
    opcVlrInscricao: InteiroAnulavel({ minimum: -2_147_483_648, maximum: 2_147_483_647 }),
    opcAjuda: Type.Optional(TextoAnulavel({ maxLength: 10000 })),
    opcPgtCartao: Type.Boolean(),
    opcPgtPix: Type.Boolean(),
    opcPgtBoleto: Type.Boolean(),
    opcOpcFinal: Type.Boolean(),
    prcSltLngEstCodigo: Type.Optional(InteiroAnulavel({ maximum: 2_147_483_647 })),
    justificativa: Justificativa,
  },
  { additionalProperties: false },
);
export type SalvarOpcao = Static<typeof SalvarOpcao>;

export const SalvarTipoOpcao = Type.Object(
  {
    tpOpcCodigo: Type.Optional(CodOuNulo),
    tpOpcDescricao: Type.String({ maxLength: 1000 }),
  },
  { additionalProperties: false },
);
export type SalvarTipoOpcao = Static<typeof SalvarTipoOpcao>;

/** What a removal took away: the option and every descendant. */
export const OpcoesRemovidas = Type.Object({ removidas: Type.Array(Type.Integer()) });
export type OpcoesRemovidas = Static<typeof OpcoesRemovidas>;
