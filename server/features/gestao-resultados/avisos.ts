/**
 * Candidates are told of each publication (issue 37 item 6): one institutional message to every enrolled candidate
 * of the process, with an e-mail copy and the link to the screen that shows it (the public result and their own
 * situation on the process list). Written in the publication's transaction: no notice for a result that rolled back.
 */
import { enviarMensagemEm } from '../../entities/mensagem/mensagem.ts';
import type { Tx } from '../../db/client.ts';
import { html } from '../../http/html.ts';
import { rows } from './repository.ts';
import { sql } from 'drizzle-orm';

export interface AvisoDeResultado {
  prc: number;
  tipo: 'preliminar' | 'final';
  autor: number;
  /** The site's origin, for the links (the e-mail copy has no page around it). */
  origem: string;
}

/** Sends the notice; answers how many candidates it reached. */
export async function avisarResultado(tx: Tx, a: AvisoDeResultado, now: Date): Promise<number> {
  const [p] = await rows<{ descricao: string }>(tx, sql`SELECT "prcSltDescricao" AS descricao FROM prc_seletivo WHERE "prcSltCodigo" = ${a.prc}`);
  const nome = a.tipo === 'final' ? 'resultado final' : 'resultado preliminar';
  const lista = `${a.origem}/resultado/${a.prc}`;
  const propria = `${a.origem}/prcSeletivo`;
  const texto = html`<p>O ${nome} de <strong>${p.descricao}</strong> foi publicado.</p><p>Sua situação aparece na sua lista de processos: <a href="${propria}">${propria}</a>.</p><p>A lista completa: <a href="${lista}">${lista}</a>.</p>${
    a.tipo === 'preliminar' ? html`<p>Se discordar, acompanhe no cronograma o prazo de recurso.</p>` : html``
  }`.value;
  const feito = await enviarMensagemEm(
    tx,
    { assunto: `${a.tipo === 'final' ? 'Resultado final' : 'Resultado preliminar'} publicado — ${p.descricao}`.slice(0, 300), texto, tipo: 'Mensagem', destino: { processo: a.prc }, copiaPorEmail: { origem: a.origem }, autor: a.autor },
    now,
  );
  return typeof feito.destinatarios === 'number' ? feito.destinatarios : feito.alcance;
}
