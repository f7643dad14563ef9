/**
 * The document types a process asks for, as the back office writes them (issue 27 item 1): checked field by field
 * with Portuguese messages, and an option named for 'OPCAO' must be one of the process's own.
 */
import { and, eq } from 'drizzle-orm';
import { INSTRUCOES_MAX, NOME_TIPO_MAX, type SalvarTipoDocumento } from '../../../src/domain/wire/gestao-documentos.ts';
import type { TipoDocumentoWire } from '../../../src/domain/wire/documentos.ts';
import type { DbOrTx } from '../../db/client.ts';
import { DOCUMENTO_TETO_BYTES, opcao, prcSltTpDocumento } from '../../db/schema/index.ts';
import type { TipoDocumento } from '../../entities/documento/documento.ts';
import { tamanhoTexto } from '../../entities/documento/documento-arquivo.ts';
import { camposInvalidos } from '../../http/gestao.ts';

export function tipoWire(t: TipoDocumento, enviados: number): TipoDocumentoWire {
  return {
    prcSltTpDocCodigo: t.prcSltTpDocCodigo,
    prcSltCodigo: t.prcSltCodigo,
    nome: t.prcSltTpDocNome,
    instrucoes: t.prcSltTpDocInstrucoes,
    formatos: t.prcSltTpDocFormatos,
    maxBytes: t.prcSltTpDocMaxBytes,
    obrigatorio: t.prcSltTpDocObrigatorio,
    paraQuem: t.prcSltTpDocParaQuem,
    opcCodigo: t.opcCodigo,
    sensivel: t.prcSltTpDocSensivel,
    inicio: t.prcSltTpDocInicio?.toISOString() ?? null,
    fim: t.prcSltTpDocFim?.toISOString() ?? null,
    ordem: t.prcSltTpDocOrdem,
    enviados,
  };
}

const instante = (s: string | null | undefined) => {
  if (!s?.trim()) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

/** The row to write, or 400 with one message per field at fault. */
export async function valoresDoTipo(db: DbOrTx, b: SalvarTipoDocumento) {
  const erros: Record<string, string> = {};
  const nome = b.nome.trim();
  if (!nome) erros.nome = 'Nome: informe o nome do documento.';
  else if (nome.length > NOME_TIPO_MAX) erros.nome = `Nome: até ${NOME_TIPO_MAX} caracteres.`;
  const instrucoes = b.instrucoes?.trim() || null;
  if (instrucoes && instrucoes.length > INSTRUCOES_MAX) erros.instrucoes = `Instruções: até ${INSTRUCOES_MAX} caracteres.`;
  if (b.maxBytes > DOCUMENTO_TETO_BYTES) erros.maxBytes = `Tamanho máximo: até ${tamanhoTexto(DOCUMENTO_TETO_BYTES)}.`;
  const inicio = instante(b.inicio);
  const fim = instante(b.fim);
  if (inicio === undefined || fim === undefined) erros.periodo = 'Período de envio: datas inválidas.';
  else if ((inicio === null) !== (fim === null)) erros.periodo = 'Período de envio: informe o início e o fim, ou nenhum dos dois (vale o período de inscrição).';
  else if (inicio && fim && fim < inicio) erros.periodo = 'Período de envio: o fim deve ser depois do início.';
  let opcCodigo: number | null = null;
  if (b.paraQuem === 'OPCAO') {
    const [o] = b.opcCodigo ? await db.select({ c: opcao.opcCodigo }).from(opcao).where(and(eq(opcao.opcCodigo, b.opcCodigo), eq(opcao.prcSltCodigo, b.prcSltCodigo))) : [];
    if (!o) erros.opcCodigo = 'Opção: escolha uma opção deste processo.';
    else opcCodigo = o.c;
  }
  if (Object.keys(erros).length) throw camposInvalidos(erros);
  return {
    prcSltCodigo: b.prcSltCodigo,
    prcSltTpDocNome: nome,
    prcSltTpDocInstrucoes: instrucoes,
    prcSltTpDocFormatos: [...new Set(b.formatos)],
    prcSltTpDocMaxBytes: b.maxBytes,
    prcSltTpDocObrigatorio: b.obrigatorio,
    prcSltTpDocParaQuem: b.paraQuem,
    opcCodigo,
    prcSltTpDocSensivel: b.sensivel,
    prcSltTpDocInicio: inicio ?? null,
    prcSltTpDocFim: fim ?? null,
    prcSltTpDocOrdem: b.ordem ?? 0,
  } satisfies typeof prcSltTpDocumento.$inferInsert;
}
