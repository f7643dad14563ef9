/**
 * Wire contract of the candidate's own page (issue 38): each enrolment of the signed-in person with the steps of
 * src/domain/etapas-inscricao.ts, answered in one call (insProcesso/etapas).
 */
import { Type, type Static } from 'typebox';

export const EtapaWire = Type.Object({
  etapa: Type.Union([Type.Literal('inscricao'), Type.Literal('pagamento'), Type.Literal('isencao'), Type.Literal('documentos'), Type.Literal('homologacao'), Type.Literal('localProva'), Type.Literal('resultado'), Type.Literal('convocacao')]),
  rotulo: Type.String(),
  estado: Type.Union([Type.Literal('concluida'), Type.Literal('pendente'), Type.Literal('aguardando'), Type.Literal('recusada'), Type.Literal('futura')]),
  texto: Type.String(),
  acao: Type.Union([Type.Union([Type.Literal('pagar'), Type.Literal('enviarDocumento'), Type.Literal('verDocumentos'), Type.Literal('verSala'), Type.Literal('verResultado'), Type.Literal('verConvocacao')]), Type.Null()]),
});
export type EtapaWire = Static<typeof EtapaWire>;

export const EtapasDaInscricaoWire = Type.Object({
  insPrcCodigo: Type.Integer(),
  prcSltCodigo: Type.Integer(),
  etapas: Type.Array(EtapaWire),
});
export type EtapasDaInscricaoWire = Static<typeof EtapasDaInscricaoWire>;
