/**
 * Owner of cta_verificacao (issue 36 item 2): the commission's decision on one declaration of one enrolment
 * (confirmado / não confirmado with the reason the candidate reads), the candidate's appeal within the window, and
 * the appeal's decision. The staff queue, a bulk decision and a commission's CSV go through decidirVerificacoes; each
 * decision written tells the candidate by message. The ranking reads ctaVrfSituacao (server/entities/classificacao/cotas.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ctaVerificacao, insProcesso, prcSeletivo } from '../../db/schema/index.ts';
import { html } from '../../http/html.ts';
import { declaracoesFeitas, ROTULO_DECLARACAO, type ConfiguracaoCotas, type DeclaracaoPadrao } from '../../../src/domain/cotas.ts';
import { FIELD_BY_NAME } from '../../../src/domain/inscricao-campos.ts';
import { enviarMensagem } from '../mensagem/mensagem.ts';

export type SituacaoDecisao = 'confirmado' | 'nao_confirmado';

export interface DecisaoVerificacao {
  /** The line of the file, or the position in the screen's list (1-based). */
  linha: number;
  insPrcCodigo: number;
  declaracao: string;
  situacao: SituacaoDecisao;
  motivo: string | null;
}

export interface EstadoVerificacao {
  situacao: SituacaoDecisao;
  motivo: string | null;
}

export interface ResultadoVerificacoes {
  gravadas: number;
  inalteradas: number;
  rejeitados: { linha: number; motivo: string }[];
  mudancas: { chave: string; antes: EstadoVerificacao | null; depois: EstadoVerificacao }[];
}

export const rotuloDeclaracao = (d: string) => ROTULO_DECLARACAO[d as DeclaracaoPadrao] ?? FIELD_BY_NAME[d]?.label ?? d;
const DIA = 24 * 60 * 60 * 1000;

/** The enrolment's answers as the eligibility reads them (src/domain/cotas.ts RespostasInscricao). */
export function respostasDe(row: typeof insProcesso.$inferSelect) {
  const flags: Record<string, boolean> = {};
  for (const [k, v] of Object.entries(row)) if (typeof v === 'boolean') flags[k] = v;
  return { flags, renda: row.insPrcVlrRenda, pessoasFamilia: row.insPrcQtdFamilia };
}

/**
 * Writes the decisions that apply (in the caller's transaction) and reports the others line by line: an enrolment
 * not of this process or cancelled, a declaration the process does not verify or the candidate did not make, a
 * "não confirmado" without a reason, the same enrolment and declaration twice. A "não confirmado" opens the appeal
 * window (config.prazoRecursoDias); deciding again what is already decided the same way changes nothing.
 */
export async function decidirVerificacoes(tx: Tx, prc: number, config: ConfiguracaoCotas, decisoes: DecisaoVerificacao[], now: Date, autor: number): Promise<ResultadoVerificacoes> {
  const rel: ResultadoVerificacoes = { gravadas: 0, inalteradas: 0, rejeitados: [], mudancas: [] };
  const codigos = [...new Set(decisoes.map((d) => d.insPrcCodigo))];
  const ins = codigos.length ? await tx.select().from(insProcesso).where(inArray(insProcesso.insPrcCodigo, codigos)).for('update') : [];
  const porCodigo = new Map(ins.map((r) => [r.insPrcCodigo, r]));
  const atuais = codigos.length ? await tx.select().from(ctaVerificacao).where(inArray(ctaVerificacao.insPrcCodigo, codigos)) : [];
  const atual = new Map(atuais.map((r) => [`${r.insPrcCodigo}|${r.ctaVrfDeclaracao}`, r]));
  const [processo] = await tx.select({ d: prcSeletivo.prcSltDescricao }).from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, prc));
  const vistos = new Set<string>();
  for (const d of decisoes) {
    const i = porCodigo.get(d.insPrcCodigo);
    const recusar = (motivo: string) => rel.rejeitados.push({ linha: d.linha, motivo });
    if (!i || i.prcSltCodigo !== prc) recusar(`a inscrição ${d.insPrcCodigo} não é deste processo.`);
    else if (i.insCancelada) recusar(`a inscrição ${d.insPrcCodigo} está cancelada.`);
    else if (!config.verificacoes[d.declaracao]) recusar(`a declaração ${d.declaracao} não é verificada neste processo.`);
    else if (!declaracoesFeitas(respostasDe(i), config).has(d.declaracao)) recusar(`a inscrição ${d.insPrcCodigo} não fez a declaração ${d.declaracao}.`);
    else if (d.situacao === 'nao_confirmado' && !d.motivo?.trim()) recusar('escreva o motivo da não confirmação (o candidato lerá).');
    else if (vistos.has(`${d.insPrcCodigo}|${d.declaracao}`)) recusar(`a inscrição ${d.insPrcCodigo} e a declaração ${d.declaracao} aparecem mais de uma vez.`);
    if (rel.rejeitados.at(-1)?.linha === d.linha || !i) continue;
    const chave = `${d.insPrcCodigo}|${d.declaracao}`;
    vistos.add(chave);
    const a = atual.get(chave);
    const antes: EstadoVerificacao | null = a ? { situacao: a.ctaVrfSituacao, motivo: a.ctaVrfMotivo } : null;
    const motivo = d.situacao === 'confirmado' ? d.motivo?.trim() || null : d.motivo!.trim();
    if (antes && antes.situacao === d.situacao && antes.motivo === motivo) {
      rel.inalteradas++;
      continue;
    }
    const recursoAte = d.situacao === 'nao_confirmado' ? new Date(now.getTime() + config.prazoRecursoDias * DIA) : null;
    const valores = {
      ctaVrfSituacao: d.situacao,
      ctaVrfMotivo: motivo,
      ctaVrfDecididoEm: now,
      ctaVrfDecididoPor: autor,
      ctaVrfRecursoAte: recursoAte,
      ctaVrfRecursoTexto: null,
      ctaVrfRecursoEm: null,
      ctaVrfRecursoSituacao: null,
      ctaVrfRecursoResposta: null,
      ctaVrfRecursoDecididoEm: null,
    };
    await tx
      .insert(ctaVerificacao)
      .values({ insPrcCodigo: d.insPrcCodigo, ctaVrfDeclaracao: d.declaracao, ...valores })
      .onConflictDoUpdate({ target: [ctaVerificacao.insPrcCodigo, ctaVerificacao.ctaVrfDeclaracao], set: valores });
    const rotulo = rotuloDeclaracao(d.declaracao);
    const texto =
      d.situacao === 'confirmado'
        ? html`<p>Sua declaração "${rotulo}" da inscrição nº ${d.insPrcCodigo} em <strong>${processo?.d ?? ''}</strong> foi <strong>confirmada</strong>.</p>`
        : html`<p>Sua declaração "${rotulo}" da inscrição nº ${d.insPrcCodigo} em <strong>${processo?.d ?? ''}</strong> <strong>não foi confirmada</strong>.</p><p>Motivo: ${motivo}</p><p>Você pode recorrer até ${recursoAte!.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })} na página da inscrição (Verificação das declarações).</p>`;
    const assunto = `Verificação da declaração: ${d.situacao === 'confirmado' ? 'confirmada' : 'não confirmada'} - inscrição nº ${d.insPrcCodigo}`;
    await enviarMensagem(tx, { assunto, texto: texto.value, tipo: 'Mensagem', destino: { para: i.pssFscCodigo } }, now);
    rel.gravadas++;
    rel.mudancas.push({ chave, antes, depois: { situacao: d.situacao, motivo } });
  }
  return rel;
}

export async function verificacoesDaInscricao(db: DbOrTx, insPrcCodigo: number) {
  return db.select().from(ctaVerificacao).where(eq(ctaVerificacao.insPrcCodigo, insPrcCodigo)).orderBy(ctaVerificacao.ctaVrfDeclaracao);
}

/** The candidate's appeal against a "não confirmado", within its window, once. Answers a Portuguese refusal, or null. */
export async function recorrerVerificacao(tx: Tx, insPrcCodigo: number, declaracao: string, texto: string, now: Date): Promise<string | null> {
  const [v] = await tx
    .select()
    .from(ctaVerificacao)
    .where(and(eq(ctaVerificacao.insPrcCodigo, insPrcCodigo), eq(ctaVerificacao.ctaVrfDeclaracao, declaracao)))
    .for('update');
  if (!v || v.ctaVrfSituacao !== 'nao_confirmado') return 'Só cabe recurso contra uma declaração não confirmada.';
  if (v.ctaVrfRecursoEm) return 'Você já recorreu desta decisão.';
  if (!v.ctaVrfRecursoAte || now > v.ctaVrfRecursoAte) return 'O prazo de recurso desta decisão terminou.';
  await tx
    .update(ctaVerificacao)
    .set({ ctaVrfRecursoTexto: texto, ctaVrfRecursoEm: now, ctaVrfRecursoSituacao: 'pendente' })
    .where(eq(ctaVerificacao.ctaVrfCodigo, v.ctaVrfCodigo));
  return null;
}

/**
 * The appeal's decision: deferido confirms the declaration (the ranking then counts it), indeferido keeps it not
 * confirmed; the answer is what the candidate reads. Answers before/after for the audit row, or a refusal.
 */
export async function decidirRecursoVerificacao(tx: Tx, prc: number, ctaVrfCodigo: number, situacao: 'deferido' | 'indeferido', resposta: string, now: Date) {
  const [v] = await tx
    .select({ v: ctaVerificacao, prc: insProcesso.prcSltCodigo, pss: insProcesso.pssFscCodigo })
    .from(ctaVerificacao)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, ctaVerificacao.insPrcCodigo))
    .where(eq(ctaVerificacao.ctaVrfCodigo, ctaVrfCodigo))
    .for('update', { of: ctaVerificacao });
  if (!v || v.prc !== prc) return { erro: 'Recurso não encontrado neste processo.' } as const;
  if (v.v.ctaVrfRecursoSituacao !== 'pendente') return { erro: 'Este recurso não está aguardando decisão.' } as const;
  await tx
    .update(ctaVerificacao)
    .set({ ctaVrfRecursoSituacao: situacao, ctaVrfRecursoResposta: resposta, ctaVrfRecursoDecididoEm: now, ...(situacao === 'deferido' ? { ctaVrfSituacao: 'confirmado' as const } : {}) })
    .where(eq(ctaVerificacao.ctaVrfCodigo, ctaVrfCodigo));
  const rotulo = rotuloDeclaracao(v.v.ctaVrfDeclaracao);
  const texto = html`<p>Seu recurso sobre a declaração "${rotulo}" da inscrição nº ${v.v.insPrcCodigo} foi <strong>${situacao}</strong>${situacao === 'deferido' ? ': a declaração foi confirmada' : ''}.</p><p>Resposta: ${resposta}</p>`;
  await enviarMensagem(tx, { assunto: `Recurso da verificação ${situacao} - inscrição nº ${v.v.insPrcCodigo}`, texto: texto.value, tipo: 'Mensagem', destino: { para: v.pss } }, now);
  return {
    chave: `${v.v.insPrcCodigo}|${v.v.ctaVrfDeclaracao}`,
    antes: { situacao: v.v.ctaVrfSituacao, recurso: 'pendente' },
    depois: { situacao: situacao === 'deferido' ? 'confirmado' : v.v.ctaVrfSituacao, recurso: situacao, resposta },
  };
}
