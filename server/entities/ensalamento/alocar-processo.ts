import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { calcularEmThread } from '../../lib/calculo-thread.ts';
import { relatorioFaltas, type Falta } from './alocacao.ts';
import { contarAlocados, ensalamentoCompleto, entradaDoPlano, etapasComEnsalamento, nomesMunicipios, substituirAlocacao, type LinhaEnsalamentoCompleto } from './alocacao-repository.ts';
import { pdfCartao, pdfListaSala, type Cabecalho } from './pdf.ts';
import type { PlanoParaGravar, PreviaCalculada } from './plano-thread.ts';
import { findProcess } from '../processo/processo.ts';
import { avaliarProntidao } from '../processo/prontidao.ts';
import { papeisDaPessoa } from '../equipe/equipe.ts';
import { registrarAuditoria } from '../auditoria/auditoria.ts';
import { JUSTIFICATIVA_MINIMA } from '../../http/gestao.ts';
import type { Pendencia } from '../../../src/domain/prontidao.ts';

export interface OpcoesAlocacao {
  /** Discard the current assignment and compute a new one. */
  realocar?: boolean;
  /** Folder for the PDFs (salas/ and cartoes/ inside it); null = no PDFs. */
  saida?: string | null;
  /** The moment readiness is judged at (the command's clock; tests fix it). */
  agora?: Date;
  /**
   * An Administrador running the command despite the readiness blockers an Administrador may override on the
   * seating screen, with their justification: recorded in the audit trail as the screen's override is.
   */
  contorno?: { pssFscCodigo: number; justificativa: string; origem: string };
}

export interface ResultadoProcesso {
  /** 'nao-pronto': refused by readiness (the process page's list), nothing written. */
  status: 'alocado' | 'ja-alocado' | 'recusado' | 'nao-pronto' | 'processo-inexistente';
  mensagem: string;
  alocados: number;
  pdfs: { salas: number; cartoes: number };
  /** The readiness items that refused the step ('nao-pronto'). */
  bloqueios?: Pendencia[];
}

const PLANO = new URL('./plano-thread.ts', import.meta.url);
/** Desks per INSERT of a confirmation. */
const LOTE_CARTEIRAS = 20_000;

/**
 * The preview: the plan computed from the data as it is now, written nowhere, as the screen shows it (the first
 * `itens` of each list). The token names the inputs: the confirmation refuses when they changed since.
 */
export async function previaDoProcesso(db: DbOrTx, prcSltCodigo: number, itens: number): Promise<PreviaCalculada & { existentes: number }> {
  const entrada = await entradaDoPlano(db, prcSltCodigo);
  const previa = await calcularEmThread<PreviaCalculada>('Prévia do ensalamento', PLANO, 'previaDoPlano', { ...entrada, itens });
  return { ...previa, existentes: entrada.carteiras.n };
}

export type Aplicacao =
  | { status: 'alocado'; mensagem: string; alocados: number; salas: number; existentes: number; token: string }
  | { status: 'ja-alocado'; mensagem: string; existentes: number }
  | { status: 'recusado'; mensagem: string; faltas: Falta[] }
  | { status: 'mudou'; mensagem: string };

export interface OpcoesAplicacao {
  realocar?: boolean;
  /** The preview's token: refuse ('mudou') unless the plan computed now is the one previewed. */
  token?: string;
  /** Called before anything is written, with the desks about to be replaced (a justification check may throw). */
  antesDeGravar?: (existentes: number) => void;
}

/**
 * The one write path of room assignment (the command and the back office's confirmation): holds the process row,
 * so two runs at once cannot both seat the same candidates, computes the plan again from the data as it is now
 * (in the computation thread), and writes it only when it fits (and, with a token, only when it is the plan that
 * was previewed).
 */
export async function aplicarEnsalamento(tx: DbOrTx, prcSltCodigo: number, opts: OpcoesAplicacao = {}): Promise<Aplicacao> {
  await tx.execute(sql`SELECT 1 FROM prc_seletivo WHERE "prcSltCodigo" = ${prcSltCodigo} FOR UPDATE`);
  const existentes = await contarAlocados(tx, prcSltCodigo);
  if (existentes > 0 && !opts.realocar) {
    return { status: 'ja-alocado', existentes, mensagem: `O processo ${prcSltCodigo} já está ensalado (${existentes} candidato(s)). Nada foi alterado; use --reallocate para refazer.` };
  }
  const entrada = await entradaDoPlano(tx, prcSltCodigo);
  const plano = await calcularEmThread<PlanoParaGravar>('Ensalamento', PLANO, 'planoParaGravar', { ...entrada, lote: LOTE_CARTEIRAS });
  if (opts.token !== undefined && opts.token !== plano.token) {
    return { status: 'mudou', mensagem: 'Os dados do ensalamento mudaram depois da prévia (inscrições, salas ou carteiras). Nada foi gravado; gere uma nova prévia.' };
  }
  if (plano.faltas.length) {
    const nomes = await nomesMunicipios(tx, plano.faltas.flatMap((f) => (f.mncCodigo === null ? [] : [f.mncCodigo])));
    return { status: 'recusado', faltas: plano.faltas, mensagem: relatorioFaltas(plano.faltas, (m) => nomes.get(m) ?? `Município ${m}`) };
  }
  opts.antesDeGravar?.(existentes);
  await substituirAlocacao(tx, prcSltCodigo, plano.lotes);
  return {
    status: 'alocado',
    alocados: plano.alocados,
    salas: plano.salas,
    existentes,
    token: plano.token,
    mensagem: `Processo ${prcSltCodigo}: ${plano.alocados} candidato(s) ensalado(s) em ${plano.salas} sala(s)${existentes ? ` (substituindo ${existentes} carteira(s))` : ''}.`,
  };
}

/**
 * `npm run ensalamento:allocate -- --process N [--reallocate]`: seats every deferred, non-cancelled
 * enrolment (alocacao.ts) through `aplicarEnsalamento`, once the process is ready for it (the readiness the
 * screen's confirmation asks: published, deferred enrolments, each with an exam municipality). A process that
 * already has desks is left as it is unless `realocar`; a refusal (not ready, capacity short) changes nothing.
 */
export async function alocarProcesso(db: Db, prcSltCodigo: number, opts: OpcoesAlocacao = {}): Promise<ResultadoProcesso> {
  const semPdf = { salas: 0, cartoes: 0 };
  const processo = await findProcess(db, prcSltCodigo, { mesmoNaoPublicado: true });
  if (!processo) return { status: 'processo-inexistente', mensagem: `Processo seletivo ${prcSltCodigo} não encontrado.`, alocados: 0, pdfs: semPdf };

  const agora = opts.agora ?? new Date();
  const c = opts.contorno;
  // Only an Administrador (for every process) overrides, as on the screen; anyone else's justification counts for nothing.
  const administrador = !!c && (await papeisDaPessoa(db, c.pssFscCodigo)).some((p) => p.papel === 'ADMINISTRADOR' && p.prcSltCodigo === null);
  const r = await db.transaction(async (tx) => {
    // Readiness (issue 37), inside the write's transaction like the screen's confirmation: the same list refuses both.
    const pronto = (await avaliarProntidao(tx, prcSltCodigo, 'ensalar', agora, { administrador, justificativa: c?.justificativa }))!;
    if (!pronto.pode) return { status: 'nao-pronto' as const, mensagem: pronto.mensagem, bloqueios: pronto.bloqueios, podeContornar: pronto.podeContornar };
    const a = await aplicarEnsalamento(tx, prcSltCodigo, { realocar: opts.realocar });
    if (a.status === 'alocado' && c && administrador) {
      // The screen's audit row of a confirmation (acao, entidade, before/after), by the Administrador who ran it.
      const contornados = pronto.contornados.map((p) => p.codigo);
      await registrarAuditoria(tx, {
        em: agora,
        autorPssFscCodigo: c.pssFscCodigo,
        titularPssFscCodigo: null,
        origem: c.origem,
        acao: 'ensalamento:confirmar',
        entidade: 'ins_prc_prv_sala',
        chave: String(prcSltCodigo),
        antes: { carteiras: a.existentes },
        depois: { carteiras: a.alocados, salas: a.salas, ...(contornados.length ? { contornados, justificativaContorno: c.justificativa } : {}) },
        justificativa: c.justificativa,
        prcSltCodigo,
      });
    }
    return a;
  });
  if (r.status === 'nao-pronto') {
    const semContorno = c && !(administrador && r.podeContornar) ? `\n${administrador ? 'Estes itens não podem ser contornados, nem por um Administrador.' : 'Só um Administrador (de todos os processos) pode contornar a prontidão.'}` : '';
    const comoContornar = !c && r.bloqueios.every((b) => b.contornavel) ? `\nUm Administrador pode prosseguir mesmo assim com --contornar "justificativa" --administrador CPF (justificativa de pelo menos ${JUSTIFICATIVA_MINIMA} caracteres).` : '';
    return { status: 'nao-pronto', mensagem: r.mensagem + semContorno + comoContornar, alocados: 0, pdfs: semPdf, bloqueios: r.bloqueios };
  }
  if (r.status === 'recusado' || r.status === 'mudou') return { status: 'recusado', mensagem: r.mensagem, alocados: 0, pdfs: semPdf };

  const alocados = await contarAlocados(db, prcSltCodigo);
  const pdfs = opts.saida ? await gerarPdfs(db, prcSltCodigo, processo, opts.saida) : semPdf;
  return { status: r.status, mensagem: r.mensagem, alocados, pdfs };
}

const arquivo = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Writes salas/<room>.pdf and cartoes/cartao-<enrolment>.pdf from the stored assignment, replacing older files. */
export async function gerarPdfs(
  db: DbOrTx,
  prcSltCodigo: number,
  processo: { prcSltDescricao: string; prcSltEnsLembrete: string | null },
  saida: string,
): Promise<{ salas: number; cartoes: number }> {
  const linhas = await ensalamentoCompleto(db, prcSltCodigo);
  const cabecalho: Cabecalho = { processo: processo.prcSltDescricao, etapas: await etapasComEnsalamento(db, prcSltCodigo), lembrete: processo.prcSltEnsLembrete };
  const dirSalas = path.join(saida, 'salas');
  const dirCartoes = path.join(saida, 'cartoes');
  await rm(dirSalas, { recursive: true, force: true });
  await rm(dirCartoes, { recursive: true, force: true });
  await mkdir(dirSalas, { recursive: true });
  await mkdir(dirCartoes, { recursive: true });

  const porSala = new Map<number, LinhaEnsalamentoCompleto[]>();
  for (const l of linhas) porSala.set(l.prcSltPrvSlCodigo, [...(porSala.get(l.prcSltPrvSlCodigo) ?? []), l]);
  for (const [codigo, sala] of porSala) {
    const s = sala[0];
    const nome = `sala-${arquivo(s.cidade)}-${arquivo(s.local)}-${arquivo(s.bloco ?? '')}-${arquivo(s.numero)}-${codigo}.pdf`.replace(/--+/g, '-');
    await writeFile(path.join(dirSalas, nome), await pdfListaSala(cabecalho, sala));
  }
  const LOTE = 50;
  for (let i = 0; i < linhas.length; i += LOTE) {
    await Promise.all(linhas.slice(i, i + LOTE).map(async (l) => writeFile(path.join(dirCartoes, `cartao-${l.insPrcCodigo}.pdf`), await pdfCartao(cabecalho, l))));
  }
  return { salas: porSala.size, cartoes: linhas.length };
}
