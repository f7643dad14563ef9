/**
 * The person (pssFisica) as configuracoes/pssFisica/pesquisa and atualizaDados send it: every column the
 * candidate may read (never the internal flags), booleans as 'T'/'F', calendar dates as dd/mm/yyyy.
 * pesquisa honours `map`, so each field may be absent.
 */
import { Type, type Static } from 'typebox';
import { InteiroOuNulo as Int, TextoOuNulo as Str, TF } from './envelope.ts';

export const PessoaWire = Type.Partial(
  Type.Object(
    {
      pssFscCodigo: Type.Integer(),
      pssFscNome: Type.String(),
      pssFscNmeCivil: Str,
      pssFscSobrenome: Str,
      pssFscEmail: Str,
      pssFscDtNascimento: Str,
      pssFscSexo: Str,
      pssFscCPF: Str,
      pssFscRG: Str,
      pssFscTpRG: Str,
      pssFscDtExpRG: Str,
      orgExpRG: Str,
      pssFscNmPai: Str,
      pssFscNmMae: Str,
      pssFscPisPasep: Str,
      pssFscPassaporte: Str,
      pssFscRNE: Str,
      pssFscRNEDtaValidade: Str,
      pssFscCTPS: Str,
      pssFscCTPSSerie: Str,
      pssFscCTPSDtaEmissao: Str,
      pssFscTtlEleitor: Str,
      pssFscTtlEltZona: Str,
      pssFscTtlEltSecao: Str,
      pssFscTtlEltDtEmissao: Str,
      pssFscTtlEltMncCodigo: Int,
      pssFscCnh: Str,
      pssFscCnhCategoria: Str,
      pssFscDcmMilitar: Str,
      pssFscDcmMltAno: Int,
      pssFscDcmMltTipo: Str,
      pssFscDcmMltData: Str,
      pssFscDcmMltOrgao: Str,
      pssFscRgsClasse: Str,
      pssFscRgsClsDtEmissao: Str,
      pssFscRgsClsUf: Str,
      pssFscRgsClsOrgao: Str,
      pssFscGrpSanguineo: Str,
      pssFscFatorRh: Str,
      pssFscDoador: Type.Union([TF, Type.Null()]),
      pssFscLattes: Str,
      pssFscCntCorrente: Str,
      pssFscAgencia: Str,
      bncCodigo: Int,
      pssFscNacionalidade: Str,
      pssFscTpNacionalidade: Str,
      mncCdgNaturalidade: Int,
      estCivil: Str,
      pssFscCorRaca: Str,
      pssFscTpCtgCnh: Str,
      pssFscDtFoto: Str,
      pssFscTelefone: Str,
      pssFscCelular: Str,
      pssFscCep: Str,
      pssFscLogradouro: Str,
      pssFscNumero: Str,
      pssFscComplemento: Str,
      pssFscBairro: Str,
      mncCodigo: Int,
      pssFscVncInterno: TF,
    },
    { additionalProperties: false },
  ),
);
export type PessoaWire = Static<typeof PessoaWire>;

/**
 * pssFisica/buscaDadosSessao (SPEC §3 "Session data"): the signed-in person, or only pssFscCodigo 9999999 for
 * nobody. `equipe` (ours, beside the spec's fields) is true when the person really signed in holds a staff role
 * and is not simulating someone: the menu then offers the back office without asking a staff route.
 */
export const DadosSessao = Type.Array(
  Type.Object({
    pssFscCodigo: Type.Integer(),
    pssFscNome: Type.Optional(Type.String()),
    pssFscEmail: Type.Optional(Str),
    equipe: Type.Optional(Type.Boolean()),
  }),
);
export type DadosSessao = Static<typeof DadosSessao>;
