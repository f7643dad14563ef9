/**
 * `npm run isencao:import FILE`: staff decisions on fee-exemption requests read from a CSV file. The decision rule
 * is the back office's (server/entities/pagamento/isencao.ts); this file only reads the lines. The bank return file's
 * reader is server/entities/pagamento/pagamento-retorno.ts.
 */
import type { Db } from '../../db/client.ts';
import { decidirIsencoes, type DecisaoIsencao, type ResultadoIsencoes, type SituacaoIsencao } from '../../entities/pagamento/isencao.ts';

export type RelatorioIsencao = ResultadoIsencoes;

const SITUACAO: Record<string, SituacaoIsencao> = {
  DEFERIDA: 'DEFERIDA', DEFERIDO: 'DEFERIDA', D: 'DEFERIDA',
  INDEFERIDA: 'INDEFERIDA', INDEFERIDO: 'INDEFERIDA', I: 'INDEFERIDA',
};

/**
 * Staff decisions, one per line: `insPrcCodigo;DEFERIDA|INDEFERIDA[;observação]` (',' also separates;
 * a header line and blank lines are skipped). Only enrolments that requested exemption are accepted; a refused
 * line is reported and changes nothing else.
 */
export async function importarIsencoes(db: Db, texto: string, now: Date): Promise<RelatorioIsencao> {
  const rejeitados: { linha: number; motivo: string }[] = [];
  const linhas = texto.replace(/^\uFEFF/, '').split(/\r?\n/);
  const pedidos: DecisaoIsencao[] = [];
  linhas.forEach((raw, i) => {
    const linha = i + 1;
    if (!raw.trim()) return;
    const [cod, sit, ...resto] = raw.split(/[;,]/).map((c) => c.trim());
    if (i === 0 && !/^\d+$/.test(cod)) return; // header
    const situacao = SITUACAO[(sit ?? '').toUpperCase()];
    if (!/^\d{1,9}$/.test(cod)) return rejeitados.push({ linha, motivo: `código de inscrição inválido: "${cod.slice(0, 20)}".` });
    if (!situacao) return rejeitados.push({ linha, motivo: `situação inválida: "${(sit ?? '').slice(0, 20)}" (use DEFERIDA ou INDEFERIDA).` });
    pedidos.push({ linha, insPrcCodigo: Number(cod), situacao, observacao: resto.join(';') || null });
  });
  const rel = await decidirIsencoes(db, pedidos, now);
  return { ...rel, rejeitados: [...rejeitados, ...rel.rejeitados] };
}
