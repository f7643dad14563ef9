/**
 * A commission's list as CSV (issue 36 item 2), one line per candidate and declaration:
 *   insPrcCodigo;declaracao;situacao;motivo
 * situacao: CONFIRMADO or NAO_CONFIRMADO (accents and case ignored: "não confirmado" too); motivo required when not
 * confirmed (the candidate reads it). Separator ';' or ','. Every bad line is named; the route writes nothing then.
 */
import { splitCsvLine } from '../../entities/seriado/importacao.ts';
import type { DecisaoVerificacao } from '../../entities/classificacao/cotas-verificacao.ts';

const COLUNAS = ['insPrcCodigo', 'declaracao', 'situacao', 'motivo'];

export function lerListaDaComissao(texto: string): { decisoes: DecisaoVerificacao[]; recusadas: { linha: number; motivo: string }[] } {
  const brutas = texto.replace(/^\uFEFF/, '').split(/\r?\n/);
  const sep = (brutas[0] ?? '').includes(';') ? ';' : ',';
  const cab = splitCsvLine(brutas[0] ?? '', sep).map((c) => c.trim());
  if (cab.join('|') !== COLUNAS.join('|')) return { decisoes: [], recusadas: [{ linha: 1, motivo: `Cabeçalho inválido: esperado ${COLUNAS.join(sep)}.` }] };
  const decisoes: DecisaoVerificacao[] = [];
  const recusadas: { linha: number; motivo: string }[] = [];
  for (let i = 1; i < brutas.length; i++) {
    if (!brutas[i].trim()) continue;
    const linha = i + 1;
    const cel = splitCsvLine(brutas[i], sep).map((c) => c.trim());
    if (cel.length !== COLUNAS.length) {
      recusadas.push({ linha, motivo: `esperadas ${COLUNAS.length} colunas, encontradas ${cel.length}.` });
      continue;
    }
    const [codigo, declaracao, sit, motivo] = cel;
    const problemas: string[] = [];
    if (!/^\d{1,9}$/.test(codigo) || Number(codigo) === 0) problemas.push('insPrcCodigo deve ser o número da inscrição');
    if (!/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(declaracao)) problemas.push('declaracao inválida');
    const norm = sit.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[\s-]+/g, '_');
    const situacao = norm === 'CONFIRMADO' ? 'confirmado' : norm === 'NAO_CONFIRMADO' ? 'nao_confirmado' : null;
    if (!situacao) problemas.push(`situacao deve ser CONFIRMADO ou NAO_CONFIRMADO (veio ${sit || 'vazia'})`);
    if (situacao === 'nao_confirmado' && !motivo) problemas.push('motivo obrigatório quando não confirmado');
    if (motivo.length > 2000) problemas.push('motivo com mais de 2.000 caracteres');
    if (problemas.length) recusadas.push({ linha, motivo: `${problemas.join('; ')}.` });
    else decisoes.push({ linha, insPrcCodigo: Number(codigo), declaracao: /^[a-z]/.test(declaracao) ? declaracao : declaracao.toUpperCase(), situacao: situacao!, motivo: motivo || null });
  }
  return { decisoes, recusadas };
}
