/**
 * The health answers (GET /sgps/saude and /sgps/saude/pronto): read by nginx, systemd, load balancers and
 * monitoring, never by the site. Declared here with every other wire contract.
 */
import { Type, type Static } from 'typebox';
import { EnvelopeOf } from './envelope.ts';

/** Liveness: the process answers. `encerrando` once it has been told to stop (SIGTERM). */
export const SaudeWire = Type.Object({
  situacao: Type.Union([Type.Literal('vivo'), Type.Literal('encerrando')]),
  pid: Type.Integer(),
  /** Seconds since the process started. */
  ativoHaSegundos: Type.Integer({ minimum: 0 }),
});
export type SaudeWire = Static<typeof SaudeWire>;

/** Readiness: the database answers and holds every migration this code expects, and the process is not draining. */
export const ProntidaoWire = Type.Object({
  pronto: Type.Boolean(),
  banco: Type.Boolean(),
  migracoesAplicadas: Type.Integer({ minimum: 0 }),
  migracoesEsperadas: Type.Integer({ minimum: 0 }),
  encerrando: Type.Boolean(),
});
export type ProntidaoWire = Static<typeof ProntidaoWire>;

export const SaudeResposta = EnvelopeOf(SaudeWire);
export const ProntidaoResposta = EnvelopeOf(ProntidaoWire);
