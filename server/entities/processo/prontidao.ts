/**
 * Whether a step of a process may run now (issue 37 item 2): the step's items from src/domain/prontidao.ts over
 * the process's facts, decided for the caller — blocked, or allowed with the blockers an Administrador overrode.
 * One decision for the HTTP guard (server/http/prontidao.ts, which answers 409) and the staff commands
 * (`npm run ensalamento:allocate`, which prints the list and exits non-zero), so both refuse the same things with
 * the same Portuguese list. Call it inside the step's transaction: the facts are the ones the write will see.
 */
import { decidirPasso, mensagemDeRecusa, pendenciasDo, type Passo, type Pendencia } from '../../../src/domain/prontidao.ts';
import type { DbOrTx } from '../../db/client.ts';
import { JUSTIFICATIVA_MINIMA } from '../../http/gestao.ts';
import { fatosDoProcesso } from './processo-fatos.ts';

export interface ContornoPedido {
  /** The caller holds the Administrador role for every process (only they may override). */
  administrador: boolean;
  /** Their justification; it counts only with at least JUSTIFICATIVA_MINIMA characters. */
  justificativa?: string | null;
}

export type DecisaoDeProntidao =
  | { pode: true; pendencias: Pendencia[]; contornados: Pendencia[] }
  | {
      pode: false;
      pendencias: Pendencia[];
      bloqueios: Pendencia[];
      /** Every blocker is overridable and the caller is an Administrador: a justification would let it run. */
      podeContornar: boolean;
      /** "Não é possível … ainda: " and each blocker's text. */
      mensagem: string;
    };

/** The decision, or null when the process does not exist. */
export async function avaliarProntidao(db: DbOrTx, prc: number, passo: Passo, now: Date, contorno: ContornoPedido): Promise<DecisaoDeProntidao | null> {
  const fatos = await fatosDoProcesso(db, prc);
  if (!fatos) return null;
  const pendencias = pendenciasDo(passo, fatos, now);
  const texto = contorno.justificativa?.trim() ?? '';
  const d = decidirPasso(pendencias, { administrador: contorno.administrador, justificativa: texto.length >= JUSTIFICATIVA_MINIMA ? texto : null });
  if (d.pode) return { pode: true, pendencias, contornados: d.contornados };
  return {
    pode: false,
    pendencias,
    bloqueios: d.bloqueios,
    podeContornar: contorno.administrador && d.bloqueios.every((b) => b.contornavel),
    mensagem: mensagemDeRecusa(passo, d.bloqueios),
  };
}
