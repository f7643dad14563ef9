/**
 * Staff answers to appeals: `npm run reexame:responder FILE.csv`. Columns (header line required,
 * separator ';', fields may be quoted with "..." and "" inside): insPrcRcrCodigo;situacao;resposta.
 * situacao is DEFERIDO, DEFERIDO_PARCIALMENTE or INDEFERIDO. Every line is checked first; if any is
 * refused nothing is written. Loading the same file again changes nothing; a corrected answer replaces
 * the previous one. The writing is the back office's (server/entities/reexame/reexame.ts): the candidate is told by message.
 */
import type { Db } from '../../db/client.ts';
import { SITUACOES_RESPOSTA } from '../../db/schema/index.ts';
import { RESPOSTA_MAX, RESPOSTA_MIN, responderRecursos } from '../../entities/reexame/reexame.ts';

export interface LinhaResposta {
  linha: number;
  insPrcRcrCodigo: number;
  situacao: (typeof SITUACOES_RESPOSTA)[number];
  texto: string;
}
export interface Recusa {
  linha: number;
  motivo: string;
}
export type ResultadoRespostas =
  | { ok: true; inseridas: number; atualizadas: number; inalteradas: number }
  | { ok: false; recusadas: Recusa[] };

/** Splits CSV text (';', quotes, CRLF, quoted line breaks) into records with their first line number. */
export function lerCsv(text: string): { linha: number; campos: string[] }[] {
  const out: { linha: number; campos: string[] }[] = [];
  let campos: string[] = [];
  let campo = '';
  let aspas = false;
  let linha = 1;
  let inicio = 1;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (aspas) {
      if (c === '"' && src[i + 1] === '"') (campo += '"'), i++;
      else if (c === '"') aspas = false;
      else {
        if (c === '\n') linha++;
        campo += c;
      }
    } else if (c === '"' && campo === '') aspas = true;
    else if (c === ';') campos.push(campo), (campo = '');
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      campos.push(campo);
      if (campos.some((x) => x.trim() !== '')) out.push({ linha: inicio, campos });
      campos = [];
      campo = '';
      linha++;
      inicio = linha;
    } else campo += c;
  }
  campos.push(campo);
  if (campos.some((x) => x.trim() !== '')) out.push({ linha: inicio, campos });
  return out;
}

/** Parses and checks every line; the appeal codes are checked against the database in aplicarRespostas. */
export function analisarRespostas(text: string): { linhas: LinhaResposta[]; recusadas: Recusa[] } {
  const registros = lerCsv(text);
  const recusadas: Recusa[] = [];
  const linhas: LinhaResposta[] = [];
  const cab = registros.shift();
  if (!cab || cab.campos.map((c) => c.trim()).join(';') !== 'insPrcRcrCodigo;situacao;resposta') {
    return { linhas, recusadas: [{ linha: 1, motivo: 'cabeçalho esperado: insPrcRcrCodigo;situacao;resposta' }] };
  }
  const vistos = new Set<number>();
  for (const r of registros) {
    if (r.campos.length !== 3) {
      recusadas.push({ linha: r.linha, motivo: `esperadas 3 colunas, encontradas ${r.campos.length}` });
      continue;
    }
    const [cod, sit, texto] = r.campos.map((c) => c.trim());
    const codigo = Number(cod);
    if (!/^\d{1,9}$/.test(cod) || codigo < 1) recusadas.push({ linha: r.linha, motivo: `código de recurso inválido: "${cod}"` });
    else if (vistos.has(codigo)) recusadas.push({ linha: r.linha, motivo: `recurso ${codigo} repetido no arquivo` });
    else if (!(SITUACOES_RESPOSTA as readonly string[]).includes(sit)) recusadas.push({ linha: r.linha, motivo: `situação inválida: "${sit}" (use ${SITUACOES_RESPOSTA.join(', ')})` });
    else if (texto.length < RESPOSTA_MIN || texto.length > RESPOSTA_MAX) recusadas.push({ linha: r.linha, motivo: `a resposta deve ter de ${RESPOSTA_MIN} a ${RESPOSTA_MAX} caracteres` });
    else {
      vistos.add(codigo);
      linhas.push({ linha: r.linha, insPrcRcrCodigo: codigo, situacao: sit as LinhaResposta['situacao'], texto });
    }
  }
  return { linhas, recusadas };
}

/** Checks the whole file, then writes every answer in one transaction (all or nothing), through the back office's path. */
export async function aplicarRespostas(db: Db, text: string, now: Date): Promise<ResultadoRespostas> {
  const { linhas, recusadas } = analisarRespostas(text);
  if (recusadas.length) return { ok: false, recusadas };
  const r = await responderRecursos(db, linhas, now);
  return r.ok ? { ok: true, inseridas: r.inseridas, atualizadas: r.atualizadas, inalteradas: r.inalteradas } : r;
}
