/**
 * Wire contracts of the exam-logistics screen (issue 20, item 3): a process's exam municipalities, venues with their
 * rooms, and exam stages, read at once; and the bodies that save each. Days as 'yyyy-mm-dd', times as 'HH:mm'
 * (Horário de Brasília), flags as booleans.
 */
import { Type, type Static } from 'typebox';
import { InteiroAnulavel, TextoAnulavel, Codigo as Cod, CodigoAnulavel } from './anulavel.ts';
import { TextoOuNulo } from './envelope.ts';


export const MunicipioDeProva = Type.Object({
  prcSltMncPrvCodigo: Type.Integer(),
  mncCodigo: Type.Integer(),
  mncDescricao: Type.String(),
  ufCodigo: Type.String(),
  /** Non-cancelled enrolments that chose it. */
  inscricoes: Type.Integer(),
});
export type MunicipioDeProva = Static<typeof MunicipioDeProva>;

export const SalaDeProva = Type.Object({
  prcSltPrvSlCodigo: Type.Integer(),
  prcSltLclPrvCodigo: Type.Integer(),
  prcSltPrvSlNumero: Type.String(),
  prcSltPrvSlBloco: TextoOuNulo,
  prcSltPrvSlQntLugar: Type.Integer(),
  /** Seats already assigned (kept by the database). */
  prcSltPrvSlQntCandidato: Type.Integer(),
  prcSltPrvSlEspecial: Type.Boolean(),
});
export type SalaDeProva = Static<typeof SalaDeProva>;

export const LocalDeProva = Type.Object({
  prcSltLclPrvCodigo: Type.Integer(),
  prcSltCodigo: Type.Integer(),
  mncCodigo: Type.Integer(),
  prcSltLclPrvDescricao: Type.String(),
  prcSltLclPrvLogradouro: TextoOuNulo,
  prcSltLclPrvBairro: TextoOuNulo,
  prcSltLclPrvReferencia: TextoOuNulo,
  salas: Type.Array(SalaDeProva),
});
export type LocalDeProva = Static<typeof LocalDeProva>;

export const EtapaDeProva = Type.Object({
  prcSltEtpPrvCodigo: Type.Integer(),
  prcSltCodigo: Type.Integer(),
  prcSltEtpPrvDescricao: Type.String(),
  /** 'yyyy-mm-dd'. */
  prcSltEtpPrvData: TextoOuNulo,
  prcSltEtpPrvMnemonico: TextoOuNulo,
  prcSltEtpPrvEnsala: Type.Boolean(),
  /** 'HH:mm'. */
  prcSltEtpPrvHrrAbrPortao: TextoOuNulo,
  prcSltEtpPrvHrrFchPortao: TextoOuNulo,
  prcSltEtpPrvHrrTermino: TextoOuNulo,
});
export type EtapaDeProva = Static<typeof EtapaDeProva>;

/** Everything the exam-logistics screen shows, in one answer. */
export const ProvasDoProcesso = Type.Object({
  municipios: Type.Array(MunicipioDeProva),
  locais: Type.Array(LocalDeProva),
  etapas: Type.Array(EtapaDeProva),
});
export type ProvasDoProcesso = Static<typeof ProvasDoProcesso>;

const CodOuNulo = CodigoAnulavel();
const Texto = (max = 1000) => Type.Optional(TextoAnulavel({ maxLength: max }));
const Justificativa = Texto(2000);

export const SalvarMunicipioDeProva = Type.Object({ prcSltCodigo: Cod, mncCodigo: InteiroAnulavel({ maximum: 2_147_483_647 }) }, { additionalProperties: false });
export type SalvarMunicipioDeProva = Static<typeof SalvarMunicipioDeProva>;

/** A venue: without prcSltLclPrvCodigo it is created in prcSltCodigo. */
export const SalvarLocalDeProva = Type.Object(
  {
    prcSltLclPrvCodigo: Type.Optional(CodOuNulo),
    prcSltCodigo: Type.Optional(Cod),
    mncCodigo: InteiroAnulavel({ maximum: 2_147_483_647 }),
    prcSltLclPrvDescricao: Type.String({ maxLength: 1000 }),
    prcSltLclPrvLogradouro: Texto(),
    prcSltLclPrvBairro: Texto(),
    prcSltLclPrvReferencia: Texto(),
    justificativa: Justificativa,
  },
  { additionalProperties: false },
);
export type SalvarLocalDeProva = Static<typeof SalvarLocalDeProva>;

/** A room: without prcSltPrvSlCodigo it is created in the venue prcSltLclPrvCodigo. */
export const SalvarSala = Type.Object(
  {
    prcSltPrvSlCodigo: Type.Optional(CodOuNulo),
    prcSltLclPrvCodigo: CodOuNulo,
    prcSltPrvSlNumero: Type.String({ maxLength: 1000 }),
    prcSltPrvSlBloco: Texto(),
    prcSltPrvSlQntLugar: InteiroAnulavel({ minimum: -2_147_483_648, maximum: 2_147_483_647 }),
    prcSltPrvSlEspecial: Type.Boolean(),
    justificativa: Justificativa,
  },
  { additionalProperties: false },
);
export type SalvarSala = Static<typeof SalvarSala>;

/** A stage: without prcSltEtpPrvCodigo it is created in prcSltCodigo. */
export const SalvarEtapa = Type.Object(
  {
    prcSltEtpPrvCodigo: Type.Optional(CodOuNulo),
    prcSltCodigo: Type.Optional(Cod),
    prcSltEtpPrvDescricao: Type.String({ maxLength: 1000 }),
    prcSltEtpPrvData: TextoAnulavel({ maxLength: 100 }),
    prcSltEtpPrvHrrAbrPortao: TextoAnulavel({ maxLength: 100 }),
    prcSltEtpPrvHrrFchPortao: TextoAnulavel({ maxLength: 100 }),
    prcSltEtpPrvHrrTermino: TextoAnulavel({ maxLength: 100 }),
    prcSltEtpPrvMnemonico: Texto(),
    prcSltEtpPrvEnsala: Type.Boolean(),
    justificativa: Justificativa,
  },
  { additionalProperties: false },
);
export type SalvarEtapa = Static<typeof SalvarEtapa>;

/** What a removal answers: the code of the row that went. */
export const Removido = Type.Object({ removido: Type.Integer() });
export type Removido = Static<typeof Removido>;

/** Justification on a removal goes in the query (a DELETE has no body). */
export const RemocaoQuery = Type.Object({ justificativa: Type.Optional(Type.String({ maxLength: 2000 })), _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
