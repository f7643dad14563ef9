/**
 * An institutional message and its recipient row (SPEC §3, §7 mensagens/mnsDestinatario): instants as ISO
 * strings, the body as sanitized HTML.
 */
import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const Mensagem = Type.Object({
  mnsCodigo: Type.Integer(),
  mnsAssunto: Type.String(),
  /** Already sanitized HTML (allow-list), with bare URLs, www addresses and e-mails linked. */
  mnsTexto: Type.String(),
  mnsDtaAgendamento: Type.String(),
  sistema: Type.Object({ sstCodigo: Type.String() }),
  /** The sender; null when the message came from a system (then sistema.sstCodigo is shown). */
  pssFisica: Nullable(Type.Object({ pssFscNome: Type.String() })),
  tblGrlItmMnsTipo: Type.Object({ tblGrlItmCodigo: Type.String() }),
});

export const Destinatario = Type.Object({
  /** Null for a global message this person has not read yet (no recipient row exists). */
  mnsDstCodigo: Nullable(Type.Integer()),
  /** Null = unread. */
  mnsDstDtaLeitura: Nullable(Type.String()),
  mnsDstGlobal: Nullable(Type.Object({ mnsDstGlbCodigo: Type.Integer() })),
  mensagemEmail: Nullable(Type.Object({ msgCodigo: Type.Integer() })),
  pssFisica: Type.Object({ pssFscCodigo: Type.Integer() }),
  mensagem: Type.Optional(Mensagem),
});
export type MensagemWire = Static<typeof Mensagem>;
export type DestinatarioWire = Static<typeof Destinatario>;
