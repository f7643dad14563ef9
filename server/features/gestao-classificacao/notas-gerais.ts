/**
 * The general scores file of a (non-serial) process: one line per enrolment and exam,
 *   insPrcCodigo;prova;nota[;categorias]
 * (separator ';' or ','; nota with a comma or a dot and up to 4 decimals). In a process with a quota configuration
 * (issue 36) the file carries scores only: a candidate's categories come from the enrolment's declarations as
 * verified, and a categorias column, where one is sent (codes separated by spaces), is checked against them — a line
 * that differs is refused. A process without one keeps the column as its categories (cls_inscricao), as before.
 * All or nothing: every refused line is reported and nothing is written.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { parseScore, splitCsvLine, type Rejection } from '../../entities/seriado/importacao.ts';
import { categoriasDasInscricoes } from '../../entities/classificacao/cotas.ts';
import { gravarCategoriasDigitadas, gravarNotas, gravarProvas, type ContagemNotas } from '../../entities/classificacao/notas.ts';
import type { ConfiguracaoCotas } from '../../../src/domain/cotas.ts';
import { intArray, LOTE } from './repository.ts';

interface LinhaNota {
  linha: number;
  insPrcCodigo: number;
  prova: string;
  nota: string;
  categorias: string[] | null;
}

export function lerNotasGerais(texto: string): { linhas: LinhaNota[]; recusadas: Rejection[] } {
  const brutas = texto.replace(/^\uFEFF/, '').split(/\r?\n/);
  const sep = (brutas[0] ?? '').includes(';') ? ';' : ',';
  const cab = splitCsvLine(brutas[0] ?? '', sep).map((c) => c.trim());
  const faltam = ['insPrcCodigo', 'prova', 'nota'].filter((c) => !cab.includes(c));
  const desconhecidas = cab.filter((c) => !['insPrcCodigo', 'prova', 'nota', 'categorias'].includes(c));
  if (faltam.length || desconhecidas.length) {
    const partes = [faltam.length ? `faltam as colunas ${faltam.join(', ')}` : '', desconhecidas.length ? `colunas desconhecidas ${desconhecidas.join(', ')}` : ''];
    return { linhas: [], recusadas: [{ linha: 1, motivo: `Cabeçalho inválido: ${partes.filter(Boolean).join('; ')}.` }] };
  }
  const idx = (c: string) => cab.indexOf(c);
  const linhas: LinhaNota[] = [];
  const recusadas: Rejection[] = [];
  const vistas = new Map<string, number>();
  for (let i = 1; i < brutas.length; i++) {
    if (brutas[i].trim() === '') continue;
    const linha = i + 1;
    const cel = splitCsvLine(brutas[i], sep);
    if (cel.length !== cab.length) {
      recusadas.push({ linha, motivo: `esperadas ${cab.length} colunas, encontradas ${cel.length}.` });
      continue;
    }
    const problemas: string[] = [];
    const codigo = cel[idx('insPrcCodigo')];
    if (!/^\d{1,9}$/.test(codigo) || Number(codigo) === 0) problemas.push('insPrcCodigo deve ser o número da inscrição');
    const prova = cel[idx('prova')];
    if (!prova || prova.length > 200) problemas.push('prova deve ter de 1 a 200 caracteres');
    const nota = parseScore(cel[idx('nota')]);
    if (nota === null || nota === 'invalid') problemas.push(`nota inválida (${cel[idx('nota')] || 'vazia'}): use um número não negativo com até 4 casas decimais`);
    let categorias: string[] | null = null;
    if (idx('categorias') >= 0) {
      categorias = cel[idx('categorias')].toUpperCase().split(/\s+/).filter(Boolean);
      if (categorias.some((c) => !/^[A-Z][A-Z0-9_]{0,19}$/.test(c))) problemas.push('categorias: códigos separados por espaço (letras, dígitos e _)');
    }
    const chave = `${Number(codigo)}|${prova}`;
    const antes = vistas.get(chave);
    if (antes !== undefined) problemas.push(`nota repetida: a mesma inscrição e prova já estão na linha ${antes}`);
    else vistas.set(chave, linha);
    if (problemas.length) recusadas.push({ linha, motivo: `${problemas.join('; ')}.` });
    else linhas.push({ linha, insPrcCodigo: Number(codigo), prova, nota: nota as string, categorias });
  }
  return { linhas, recusadas };
}

export type Contagem = ContagemNotas;

/** Checks every enrolment against the database, then writes (in the caller's transaction). Answers the refused lines, or the counts. */
export async function gravarNotasGerais(tx: Tx, prc: number, linhas: LinhaNota[], recusadasAntes: Rejection[], cotas: ConfiguracaoCotas | null): Promise<{ recusadas: Rejection[] } | Contagem> {
  const codigos = [...new Set(linhas.map((l) => l.insPrcCodigo))];
  const inscricoes = new Map<number, { processo: number; cancelada: boolean }>();
  for (let i = 0; i < codigos.length; i += LOTE) {
    const r = (await tx.execute(
      sql`SELECT "insPrcCodigo" AS c, "prcSltCodigo" AS processo, "insCancelada" AS cancelada FROM ins_processo WHERE "insPrcCodigo" = ANY(${intArray(codigos.slice(i, i + LOTE))})`,
    )) as unknown as { rows: { c: number; processo: number; cancelada: boolean }[] };
    for (const x of r.rows) inscricoes.set(x.c, x);
  }
  const recusadas = [...recusadasAntes];
  for (const l of linhas) {
    const e = inscricoes.get(l.insPrcCodigo);
    if (!e) recusadas.push({ linha: l.linha, motivo: `a inscrição ${l.insPrcCodigo} não existe.` });
    else if (e.processo !== prc) recusadas.push({ linha: l.linha, motivo: `a inscrição ${l.insPrcCodigo} é de outro processo.` });
    else if (e.cancelada) recusadas.push({ linha: l.linha, motivo: `a inscrição ${l.insPrcCodigo} está cancelada.` });
  }
  const comColuna = linhas.filter((l) => l.categorias !== null && inscricoes.get(l.insPrcCodigo)?.processo === prc);
  if (comColuna.length && cotas) {
    const daInscricao = await categoriasDasInscricoes(tx, [...new Set(comColuna.map((l) => l.insPrcCodigo))], cotas);
    for (const l of comColuna) {
      const certas = daInscricao.get(l.insPrcCodigo) ?? [];
      const enviadas = [...new Set(l.categorias)].sort();
      if (enviadas.join(' ') !== [...certas].sort().join(' ')) {
        recusadas.push({ linha: l.linha, motivo: `categorias ${enviadas.join(' ') || '(nenhuma)'} diferem das da inscrição ${l.insPrcCodigo}, que tem direito a ${certas.join(' ') || '(nenhuma)'} pelas declarações verificadas.` });
      }
    }
  }
  if (recusadas.length) return { recusadas: recusadas.sort((a, b) => a.linha - b.linha) };

  // The writes are the entity's (server/entities/classificacao/notas.ts, the one writer of cls_prova, cls_nota, cls_inscricao).
  const provas = await gravarProvas(tx, prc, linhas.map((l) => l.prova));
  const contagem = await gravarNotas(tx, linhas.map((l) => ({ insPrcCodigo: l.insPrcCodigo, clsPrvCodigo: provas.get(l.prova)!, nota: l.nota })));
  // A process without a quota configuration: the column sets the enrolments' categories (cls_inscricao), as before issue 36.
  if (!cotas) await gravarCategoriasDigitadas(tx, new Map(linhas.filter((l) => l.categorias !== null).map((l) => [l.insPrcCodigo, l.categorias!])));
  return contagem;
}
