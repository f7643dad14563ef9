import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { alocar, relatorioFaltas } from './alocacao.ts';
import {
  candidatosElegiveis,
  contarAlocados,
  ensalamentoCompleto,
  etapasComEnsalamento,
  nomesMunicipios,
  salasDoProcesso,
  substituirAlocacao,
  type LinhaEnsalamentoCompleto,
} from './alocacao-repository.ts';
import { pdfCartao, pdfListaSala, type Cabecalho } from './pdf.ts';
import { findProcess } from '../processo.ts';

export interface OpcoesAlocacao {
  /** Discard the current assignment and compute a new one. */
  realocar?: boolean;
  /** Folder for the PDFs (salas/ and cartoes/ inside it); null = no PDFs. */
  saida?: string | null;
}

export interface ResultadoProcesso {
  status: 'alocado' | 'ja-alocado' | 'recusado' | 'processo-inexistente';
  mensagem: string;
  alocados: number;
  pdfs: { salas: number; cartoes: number };
}

class Recusa extends Error {}

/**
 * `npm run ensalamento:allocate -- --process N [--reallocate]`: seats every deferred, non-cancelled
 * enrolment (alocacao.ts). A process that already has desks is left as it is unless `realocar`;
 * a refusal (capacity short) changes nothing. The check and the writes run in one transaction that
 * holds the process row, so two runs at once cannot both seat the same candidates.
 */
export async function alocarProcesso(db: Db, prcSltCodigo: number, opts: OpcoesAlocacao = {}): Promise<ResultadoProcesso> {
  const semPdf = { salas: 0, cartoes: 0 };
  const processo = await findProcess(db, prcSltCodigo, { mesmoNaoPublicado: true });
  if (!processo) return { status: 'processo-inexistente', mensagem: `Processo seletivo ${prcSltCodigo} não encontrado.`, alocados: 0, pdfs: semPdf };

  let status: ResultadoProcesso['status'];
  let mensagem: string;
  try {
    ({ status, mensagem } = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM prc_seletivo WHERE "prcSltCodigo" = ${prcSltCodigo} FOR UPDATE`);
      const existentes = await contarAlocados(tx, prcSltCodigo);
      if (existentes > 0 && !opts.realocar) {
        return {
          status: 'ja-alocado' as const,
          mensagem: `O processo ${prcSltCodigo} já está ensalado (${existentes} candidato(s)). Nada foi alterado; use --reallocate para refazer.`,
        };
      }
      const candidatos = await candidatosElegiveis(tx, prcSltCodigo);
      const resultado = alocar(candidatos, await salasDoProcesso(tx, prcSltCodigo));
      if (!resultado.ok) {
        const nomes = await nomesMunicipios(tx, resultado.faltas.flatMap((f) => (f.mncCodigo === null ? [] : [f.mncCodigo])));
        throw new Recusa(relatorioFaltas(resultado.faltas, (m) => nomes.get(m) ?? `Município ${m}`));
      }
      await substituirAlocacao(tx, prcSltCodigo, resultado.alocacoes);
      const salas = new Set(resultado.alocacoes.map((a) => a.prcSltPrvSlCodigo)).size;
      return {
        status: 'alocado' as const,
        mensagem: `Processo ${prcSltCodigo}: ${resultado.alocacoes.length} candidato(s) ensalado(s) em ${salas} sala(s)${existentes ? ` (substituindo ${existentes} carteira(s))` : ''}.`,
      };
    }));
  } catch (err) {
    if (err instanceof Recusa) return { status: 'recusado', mensagem: err.message, alocados: 0, pdfs: semPdf };
    throw err;
  }

  const alocados = await contarAlocados(db, prcSltCodigo);
  const pdfs = opts.saida ? await gerarPdfs(db, prcSltCodigo, processo, opts.saida) : semPdf;
  return { status, mensagem, alocados, pdfs };
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
